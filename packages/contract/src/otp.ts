// One-time codes by SMS: sending and checking them (SPEC.md §7).
export {};
