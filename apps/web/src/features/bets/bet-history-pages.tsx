// Bet history and one bet's detail (SPEC.md §2), one chunk for both routes (app/lazy-pages.ts).
export { BetHistoryPage } from './bet-history-page.tsx';
export { BetDetailPage } from './bet-detail-page.tsx';
