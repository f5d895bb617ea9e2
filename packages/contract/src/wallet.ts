// The player's wallet: deposits, withdrawals, bank accounts, shop transactions and the transaction list (SPEC.md §7).
export {};
