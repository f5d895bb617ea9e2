// The CMS pages the product ships with. Operator facts (company, licence, addresses) are written as
// the operator would state them and can be edited through the operator API.

const SAFETY = '/Account/SafetySecurity';

export const SEED_PAGES: { slug: string; title: string; html: string }[] = [
  {
    slug: 'terms',
    title: 'Terms and Conditions',
    html: `
<p>These terms are an agreement between you and Slipstream Gaming Limited ("Slipstream", "we", "us"), the operator of this website. By opening an account or placing a bet you accept them. Please read them carefully; if you do not agree, do not use the service.</p>
<h2 id="eligibility">1. Who may play</h2>
<ul>
<li>You must be 18 years of age or older and resident in Nigeria. We may ask for proof of age and identity at any time and will suspend an account until it is provided.</li>
<li>You may hold one account only. Accounts are personal and may not be shared, sold or used on behalf of anyone else.</li>
<li>You may not play if you have excluded yourself from gambling with us, if you are an employee of Slipstream or of a supplier, or if gambling is unlawful where you are.</li>
</ul>
<h2 id="account">2. Your account</h2>
<p>Your account is identified by your mobile number, which we verify with a code sent by text message. You are responsible for keeping your password private and for all activity on your account. Tell us at once if you think someone else has used it. You must keep your details accurate; winnings may be withheld until your identity is confirmed.</p>
<h2 id="money">3. Deposits and withdrawals</h2>
<ul>
<li>All amounts are in Nigerian naira (NGN). Minimum and maximum amounts are shown on the deposit and withdrawal pages.</li>
<li>Deposits must come from a card, bank account or shop payment in your own name. We do not accept credit from third parties.</li>
<li>Withdrawals are paid to a Nigerian bank account in your name, normally within 24 hours after approval. We may ask for documents before paying, and we may refuse a withdrawal where we suspect fraud, money laundering or a breach of these terms.</li>
<li>Bonus balances cannot be withdrawn until their wagering requirement has been met (see section 6).</li>
</ul>
<h2 id="bets">4. Placing bets</h2>
<ul>
<li>A bet is accepted only when it is confirmed on screen and appears in your bet history. The odds and stake confirmed at that moment apply.</li>
<li>Odds change constantly, especially during live play. If you choose to accept odds changes, your bet may be placed at a different price, which will be shown on your bet.</li>
<li>The multi-bet bonus, minimum and maximum stakes and maximum winnings are shown on the betslip and form part of these terms.</li>
<li>Bets cannot be cancelled once accepted, except through a cash-out offer where one is available.</li>
</ul>
<h2 id="settlement">5. Settlement</h2>
<p>Bets are settled on the official result as supplied by our data providers. Where a match is abandoned, postponed beyond 48 hours or otherwise not completed, markets that have not been decided are void and the stake is returned. Dead heats are settled by dividing the stake by the number of tied selections. Obvious errors in prices or results ("palpable errors") may be corrected, and bets placed at a clearly wrong price may be resettled at the correct price or made void.</p>
<h2 id="bonuses">6. Bonuses and promotions</h2>
<p>Each promotion has its own terms, shown on the <a href="/Promotions">Promotions</a> page; they apply together with these terms. Unless stated otherwise, bonus money is credited to your sport bonus balance, must be wagered the stated number of times on bets at the stated minimum odds within the stated period, and converts to your available balance once the requirement is met. Bonus money still unconverted when the period ends is removed. One first-deposit bonus per person, household, device and payment method. We may withdraw a bonus and related winnings where promotions are abused.</p>
<h2 id="responsible">7. Responsible gambling</h2>
<p>You can set deposit limits, take a time-out or exclude yourself at any time from <a href="${SAFETY}">Safety and Security</a>. Our <a href="/cms/responsible-gambling">Responsible Gambling</a> page explains these tools and where to find help.</p>
<h2 id="conduct">8. Fair play</h2>
<p>You must not use automated software, exploit faults, collude with other players, or bet on events whose outcome you can influence or know in advance. We may close accounts, void bets and withhold winnings where we reasonably believe this has happened, and we report suspected fraud and match-fixing to the authorities.</p>
<h2 id="closure">9. Suspension and closure</h2>
<p>You may close your account at any time by contacting us; your available balance will be paid to you. We may suspend or close an account for a breach of these terms or where the law requires it, and will pay any balance lawfully due.</p>
<h2 id="liability">10. Liability</h2>
<p>We are not liable for losses caused by events outside our control, including network or power failures. Nothing in these terms limits liability that cannot be limited by law.</p>
<h2 id="complaints">11. Complaints and changes</h2>
<p>If something goes wrong, contact us through the <a href="/cms/contact-us">Contact us</a> page. We answer within 5 working days. We may change these terms; the date at the top shows the latest version, and material changes are announced before they apply. These terms are governed by the laws of the Federal Republic of Nigeria.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    html: `
<p>This policy explains what personal data Slipstream Gaming Limited collects, why, and your rights under the Nigeria Data Protection Act 2023.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data:</strong> your mobile number, password (stored only as a secure hash), and the details you add such as name, email, date of birth and address.</li>
<li><strong>Financial data:</strong> deposits, withdrawals, bank account details you use for withdrawals and your betting and transaction history.</li>
<li><strong>Technical data:</strong> the device and browser you use, IP address and login times, used to keep your account secure.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To run your account, take bets and pay winnings (performance of our contract with you).</li>
<li>To verify age and identity, prevent fraud and money laundering, and meet our licence conditions (legal obligation).</li>
<li>To protect players, including spotting signs of gambling harm (legitimate interest and legal obligation).</li>
<li>To send you offers, only if you agree; you can opt out at any time.</li>
</ul>
<h2>Who we share it with</h2>
<p>Payment providers and banks to move your money, our SMS provider to send codes, identity-verification services, regulators and law-enforcement bodies when the law requires it. We never sell your data.</p>
<h2>How long we keep it</h2>
<p>We keep account and transaction records for as long as the law requires after your account closes (usually six years), then delete or anonymise them.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or deletion where the law allows, and object to marketing. Write to us through the <a href="/cms/contact-us">Contact us</a> page. You may also complain to the Nigeria Data Protection Commission.</p>`,
  },
  {
    slug: 'responsible-gambling',
    title: 'Responsible Gambling',
    html: `
<p>Betting should be entertainment, never a way to make money or escape problems. We give you tools to stay in control, and we will help if gambling stops being fun.</p>
<h2 id="signs">Warning signs</h2>
<ul>
<li>Spending more money or time than you planned, or chasing losses.</li>
<li>Borrowing money, selling things or missing bills to gamble.</li>
<li>Hiding your gambling from family and friends, or feeling anxious or irritable when not gambling.</li>
</ul>
<h2 id="tools">Tools in your account</h2>
<p>All of these are in <a href="${SAFETY}">Account › Safety and Security</a>:</p>
<ul>
<li><strong>Deposit limits</strong> per day, week and month. A new or lower limit applies immediately; raising or removing a limit takes effect only after 24 hours, so you have time to reconsider.</li>
<li><strong>Time-out</strong> from 24 hours up to 6 weeks. You are logged out at once and cannot log in, bet or deposit until it ends. A time-out cannot be shortened.</li>
<li><strong>Self-exclusion</strong> for 6 months or more (up to 5 years). Your account is closed to gambling for the whole period and we stop all marketing. It cannot be reversed early.</li>
</ul>
<p>You can still withdraw your balance during a time-out or self-exclusion.</p>
<h2 id="minors">Under-18s</h2>
<p>Gambling by anyone under 18 is illegal. We check ages and close accounts opened by minors. If children use your device, keep your password private and consider filtering software.</p>
<h2 id="help">Where to get help</h2>
<ul>
<li><a href="https://www.gamblingtherapy.org">Gambling Therapy</a>: free, confidential online support and chat for anyone affected by gambling, available in Nigeria.</li>
<li><a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>: meetings and a fellowship of people who support each other to stop gambling.</li>
<li>Your doctor or a local counsellor can also help, and our support team can apply a time-out or self-exclusion for you on request through the <a href="/cms/contact-us">Contact us</a> page.</li>
</ul>`,
  },
  {
    slug: 'about-us',
    title: 'About us',
    html: `
<p>Slipstream is a Nigerian sportsbook and casino built for people who follow the game closely: fast live odds, a betslip that does the maths for you, and booking codes you can share with friends.</p>
<h2>What we offer</h2>
<ul>
<li>Pre-match and live betting on football, basketball, tennis, ice hockey, volleyball and table tennis, with odds that update as the match moves.</li>
<li>Singles, accumulators and system bets, with a multi-bet bonus of up to 100% on long accumulators.</li>
<li>Deposits by card, bank transfer or cash at partner shops, and withdrawals to any Nigerian bank.</li>
</ul>
<h2>How we work</h2>
<p>Every naira in your account is recorded in a double-entry ledger and held separately from company funds. Prices and settlement follow published rules, and the tools on our <a href="/cms/responsible-gambling">Responsible Gambling</a> page are available to every player.</p>`,
  },
  {
    slug: 'faq',
    title: 'Frequently asked questions',
    html: `
<h2>Account</h2>
<h3>How do I register?</h3>
<p>Tap Register, enter your mobile number and a password, confirm you are 18 or older, then enter the 6-digit code we text you.</p>
<h3>I forgot my password.</h3>
<p>Use Forgot password on the login screen. We text a code to your number so you can choose a new password.</p>
<h2>Money</h2>
<h3>How long do withdrawals take?</h3>
<p>Most withdrawals are approved and paid within 24 hours. The money goes to a bank account in your name.</p>
<h3>How does the first-deposit bonus work?</h3>
<p>After your first successful deposit you can claim 100% of it, up to NGN 50,000, as a sport bonus. Wager the bonus 5 times on bets at odds of 1.50 or more within 30 days and what is left becomes withdrawable cash. Full terms are on the <a href="/Promotions">Promotions</a> page.</p>
<h2>Betting</h2>
<h3>What is a booking code?</h3>
<p>A code that saves a betslip. Share it with friends, or enter it in the betslip to load the same selections.</p>
<h3>Why did my odds change?</h3>
<p>Prices move with the game. You choose in the betslip whether to accept changed odds automatically.</p>
<h3>How do I limit my spending?</h3>
<p>Set deposit limits, a time-out or self-exclusion in <a href="${SAFETY}">Safety and Security</a>.</p>`,
  },
  {
    slug: 'contact-us',
    title: 'Contact us',
    html: `
<p>Our support team is available every day from 8:00 to 22:00 West Africa Time.</p>
<ul>
<li>Email: <a href="mailto:support@slipstream.ng">support@slipstream.ng</a></li>
<li>Complaints: <a href="mailto:complaints@slipstream.ng">complaints@slipstream.ng</a>. We acknowledge within 24 hours and answer within 5 working days.</li>
</ul>
<p>To protect your account we will never ask for your password or a code we sent you. Please write from the email address on your account or include your registered mobile number.</p>
<p>If you need a break from gambling now, you can take a time-out yourself in <a href="${SAFETY}">Safety and Security</a>.</p>`,
  },
  {
    slug: 'how-to-play',
    title: 'How to play',
    html: `
<ol>
<li><strong>Pick your selections.</strong> Tap the odds of any outcome in Sports or Live. Each tap adds it to your betslip.</li>
<li><strong>Choose a bet type.</strong> Single for one selection, Multiple for an accumulator of several matches, or System to cover combinations.</li>
<li><strong>Enter your stake.</strong> The betslip shows your total odds, any multi-bet bonus and your potential win.</li>
<li><strong>Place or book.</strong> Place Bet confirms it; Book Bet gives you a code to share or place later.</li>
<li><strong>Follow it.</strong> Open bets and results are in your bet history.</li>
</ol>
<p>Only bet what you can afford to lose. See <a href="/cms/responsible-gambling">Responsible Gambling</a>.</p>`,
  },
];
