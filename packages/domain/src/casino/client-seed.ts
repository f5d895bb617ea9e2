// The player's half of a provably fair seed pair: any 1 to 64 visible ASCII characters, so it can be
// typed, pasted and shown back exactly.
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;
