// Placing, booking, simulating, finding and cashing out bets, and the bet history (SPEC.md §7 "Bets").
export {};
