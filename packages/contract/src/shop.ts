// Shop agents: cash deposits and withdrawals over the counter.
export {};
