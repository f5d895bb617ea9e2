// Registration, login, password flows, the account's details and profile (SPEC.md §7 "Authentication and profile").
export {};
