// Wallet screens of SPEC.md §2 (deposit, payment verification, withdraw, transactions), gathered in
// one chunk for the router's lazy pages.
export { DepositPage } from './deposit-page.tsx';
export { PaymentVerificationPage } from './payment-verification-page.tsx';
export { TransactionsPage } from './transactions-page.tsx';
export { WithdrawPage } from './withdraw-page.tsx';
