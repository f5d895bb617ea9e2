-- Casino bonuses: a player bonus now lives in one bonus balance, the sport bonus (the first-deposit
-- bonus) or the casino bonus (awarded by the operator). Casino wagers have no odds, so a casino
-- bonus has no minimum odds and its wagers record none.

alter table player_bonuses drop constraint player_bonuses_kind_check;
alter table player_bonuses add constraint player_bonuses_kind_check check (kind in ('first_deposit', 'casino'));

alter table player_bonuses
  add column wallet text not null default 'sport_bonus' check (wallet in ('sport_bonus', 'casino_bonus'));
alter table player_bonuses add constraint player_bonuses_wallet_of_kind
  check ((kind = 'casino') = (wallet = 'casino_bonus'));

alter table player_bonuses alter column min_odds drop not null;
alter table player_bonuses add constraint player_bonuses_min_odds_of_wallet
  check ((wallet = 'sport_bonus') = (min_odds is not null));

alter table bonus_wagers alter column odds drop not null;

-- At most one active bonus per balance: wagers and conversion always know which bonus they feed.
create unique index player_bonuses_one_active_per_wallet
  on player_bonuses (user_id, wallet) where status = 'active';
