// The player's bonuses: active bonuses, claims and awards.
export {};
