-- The multi-bet bonus the engine priced a bet with (its maxBonus: an accumulator's bonus, part of its
-- potential win; the most a system bet's lines can earn), kept with the bet so that placement, the
-- history, the detail and settlement all speak of the figure the slip showed. `bonus` stays what
-- settlement paid. Null on bets placed before this column: the bets module prices theirs again from
-- the bet's stored legs, lines and engine settings.
alter table bets add column max_bonus bigint check (max_bonus >= 0);
