// The casino: lobby, categories, favourites, game sessions, the house games' rounds and fairness checks.
export {};
