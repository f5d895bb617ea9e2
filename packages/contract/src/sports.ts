// The sports catalogue: menu, categories, tournaments, highlights, fixtures, a match, top bets (SPEC.md §7).
export {};
