// Deposit limits, time-outs and self-exclusion (SPEC.md §2 /Account/SafetySecurity).
export {};
