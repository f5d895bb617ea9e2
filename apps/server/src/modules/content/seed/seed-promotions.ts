// The promotions the product starts with; their numbers match the bonus settings seeded by 0006.
import type { SeedArt } from './seed-images.ts';

export const SEED_PROMOTIONS: {
  slug: string;
  title: string;
  summary: string;
  html: string;
  terms: string;
  art: SeedArt;
  ctaLabel: string;
  ctaLink: string;
}[] = [
  {
    slug: 'first-deposit-bonus',
    title: '100% first deposit bonus up to NGN 50,000',
    summary: 'Make your first deposit and we match it naira for naira as a sport bonus.',
    html: '<p>New to Slipstream? Deposit any amount from NGN 100 and claim a bonus equal to your deposit, up to NGN 50,000. Use it on pre-match or live bets and turn it into cash by meeting the rollover.</p>',
    terms: `<ol>
<li>Open to new players aged 18+ on their first successful deposit. One bonus per person, household, device and payment method.</li>
<li>The bonus is 100% of the first deposit, up to NGN 50,000, credited to the sport bonus balance when claimed from your account within 7 days of that deposit.</li>
<li>Wager the bonus amount 5 times on bets with odds of 1.50 or more (total odds for accumulators) within 30 days. Only bets placed with the sport bonus balance count.</li>
<li>When the requirement is met, the remaining sport bonus balance moves to your available balance and can be withdrawn.</li>
<li>Bonus money not converted within 30 days is removed. General terms apply.</li>
</ol>`,
    art: 'promoWelcome',
    ctaLabel: 'Deposit now',
    ctaLink: '/Account/Deposit',
  },
  {
    slug: 'weekly-cashback',
    title: '10% weekly cashback on sports',
    summary: 'Had a bad week? Get 10% of your net sports losses back, up to NGN 100,000.',
    html: '<p>Every Monday we add up your settled sports bets from the previous week (Monday to Sunday, West Africa Time). If you lost overall, 10% of the net loss comes back to your available balance, no rollover attached.</p>',
    terms: `<ol>
<li>Net loss is stakes minus returns on sports bets placed with your available balance during the week. Bonus-funded bets do not count.</li>
<li>Cashback is 10% of a net loss of at least NGN 1,000, capped at NGN 100,000 a week, paid once per week.</li>
<li>Cashback is credited automatically; you can see it under your account. General terms apply. 18+.</li>
</ol>`,
    art: 'promoCashback',
    ctaLabel: 'Bet on sports',
    ctaLink: '/Sport/LiveList',
  },
  {
    slug: 'multi-bet-bonus',
    title: 'Multi-bet bonus: up to 100% extra',
    summary: 'Add 3 or more selections to an accumulator and boost your winnings by up to 100%.',
    html: '<p>The longer your accumulator, the bigger the bonus: 3% for 3 selections, 10% for 6, 25% for 10 and up to 100% from 20 selections. The betslip shows your bonus before you place the bet.</p>',
    terms: `<ol>
<li>Only selections with odds of 1.20 or more count towards the bonus.</li>
<li>The bonus percentage is applied to the winnings of the qualifying selections and paid with the winnings.</li>
<li>Maximum 50 selections per betslip. General terms apply. 18+.</li>
</ol>`,
    art: 'promoAcca',
    ctaLabel: 'Build an acca',
    ctaLink: '/',
  },
  {
    slug: 'share-your-slip',
    title: 'Book it, share it',
    summary: 'Every betslip gets a booking code your friends can load in one tap.',
    html: '<p>Booked a betslip you are proud of? Share its booking code on WhatsApp, X or Facebook. Friends enter the code in their betslip and get the same selections at the latest odds.</p>',
    terms:
      '<ol><li>Odds may have changed by the time a shared slip is loaded; expired selections are removed. 18+.</li></ol>',
    art: 'promoLive',
    ctaLabel: 'Start a betslip',
    ctaLink: '/Sport/LiveList',
  },
];
