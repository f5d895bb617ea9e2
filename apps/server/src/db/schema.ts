// Table types for Kysely, one interface per table, kept in step with migrations/ by hand.
// Each feature adds its tables here beside its migration.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A timestamptz column: written as a Date or ISO string, read as a Date, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: unknown;
  created_at: CreatedAt;
}

// 0002_accounts.sql

export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type UserStatus = 'active' | 'suspended' | 'closed';

export interface UsersTable {
  id: GeneratedAlways<number>;
  phone: string;
  password_hash: string;
  status: Generated<UserStatus>;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** A `date`; repos read it as text ("YYYY-MM-DD") so no time zone can shift it. */
  date_of_birth: ColumnType<string | null, string | null, string | null>;
  address: string | null;
  city: string | null;
  state: string | null;
  promo_code: string | null;
  tracking_token: string | null;
  phone_verified_at: Timestamp;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SessionRevokeReason =
  'logout' | 'password-changed' | 'password-reset' | 'revoked-by-user' | 'time-out' | 'self-exclusion';

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_reason: SessionRevokeReason | null;
  user_agent: string | null;
  ip: string | null;
}

export type OtpPurpose = 'register' | 'reset-password';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface OtpCodesTable {
  id: GeneratedAlways<number>;
  phone: string;
  purpose: OtpPurpose;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  verified_at: NullableTimestamp;
  verification_hash: string | null;
  verification_expires_at: NullableTimestamp;
  verification_used_at: NullableTimestamp;
}

export interface SmsOutboxTable {
  id: GeneratedAlways<number>;
  phone: string;
  sender: string;
  body: string;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  phone: string;
  window_started_at: Timestamp;
  failures: number;
}

export interface DepositLimitsTable {
  user_id: number;
  period: 'daily' | 'weekly' | 'monthly';
  amount: number | null;
  pending_amount: number | null;
  pending_effective_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface GamblingExclusionsTable {
  id: GeneratedAlways<number>;
  user_id: number;
  kind: 'time-out' | 'self-exclusion';
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

// 0003_sports.sql

/** A feed time (the feed's own timestamp) or a row time written by the ingestion. */
type FeedTime = ColumnType<Date, Date | string, Date | string>;
type NullableFeedTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** updated_at / received_at: defaulted by the database to now(). */
type RowTime = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SportsTable {
  id: number;
  name: string;
}

export interface CategoriesTable {
  id: number;
  sport_id: number;
  name: string;
  country_code: string | null;
}

export interface TournamentsTable {
  id: number;
  category_id: number;
  sport_id: number;
  name: string;
  /** search_key(name), kept by the database for search (0011). */
  search_name: GeneratedAlways<string>;
}

export interface CompetitorsTable {
  id: number;
  name: string;
  abbreviation: string | null;
  /** search_key(name), kept by the database for search (0011). */
  search_name: GeneratedAlways<string>;
}

export type FixtureStatusColumn = 'not_started' | 'live' | 'ended' | 'closed' | 'cancelled';

export interface FixturesTable {
  id: number;
  sport_id: number;
  category_id: number;
  tournament_id: number;
  home_competitor_id: number;
  away_competitor_id: number;
  start_time: FeedTime;
  status: FixtureStatusColumn;
  live: boolean;
  producer: number;
  home_score: number | null;
  away_score: number | null;
  period_name: string | null;
  match_time: number | null;
  event_status: unknown;
  last_message_at: FeedTime;
  status_at: FeedTime;
  updated_at: RowTime;
}

export interface MarketsTable {
  fixture_id: number;
  market_id: number;
  specifier: string;
  status: number;
  producer: number;
  message_at: FeedTime;
  updated_at: RowTime;
}

export interface OutcomesTable {
  fixture_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  /** numeric(10,2), parsed to a number by the drivers (database.ts). */
  odds: number;
  active: boolean;
  position: number;
}

export interface MarketSettlementsTable {
  id: GeneratedAlways<number>;
  fixture_id: number;
  market_id: number;
  specifier: string;
  producer: number;
  certainty: number;
  message_at: FeedTime;
  received_at: RowTime;
  rolled_back_at: NullableFeedTime;
  rollback_reason: 'rollback' | 'replaced' | null;
  handled_at: NullableFeedTime;
}

export interface OutcomeResultsTable {
  settlement_id: number;
  outcome_id: string;
  result: number;
  void_factor: number;
  dead_heat_factor: number;
}

export interface CancellationsTable {
  id: GeneratedAlways<number>;
  fixture_id: number;
  market_id: number;
  specifier: string;
  producer: number;
  start_time: NullableFeedTime;
  end_time: NullableFeedTime;
  message_at: FeedTime;
  received_at: RowTime;
  rolled_back_at: NullableFeedTime;
  handled_at: NullableFeedTime;
}

export interface ProducerStateTable {
  producer: number;
  last_alive_at: NullableFeedTime;
  last_applied_at: NullableFeedTime;
  down: Generated<boolean>;
  down_since: NullableFeedTime;
  updated_at: RowTime;
}

// 0004_wallet.sql

/** A timestamptz written by the server's clock when the row changes state; null until then. */
type WalletTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LedgerAccountsTable {
  id: GeneratedAlways<number>;
  /** Null for a house account. */
  user_id: number | null;
  kind: string;
  /** Kept for player accounts (never below zero); null for house accounts (sum of their entries). */
  balance: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: GeneratedAlways<number>;
  kind: string;
  reference: string;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: GeneratedAlways<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number | null;
  created_at: CreatedAt;
}

export interface LedgerAccountBalancesView {
  account_id: number;
  user_id: number | null;
  kind: string;
  stored_balance: number | null;
  entries_sum: number;
}

export type DepositStatus = 'pending' | 'successful' | 'failed';

export interface DepositsTable {
  id: GeneratedAlways<number>;
  reference: string;
  user_id: number;
  gateway: string;
  channel: 'card' | 'bank-transfer';
  amount: number;
  status: Generated<DepositStatus>;
  provider_reference: string | null;
  payment_url: string | null;
  failure_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: WalletTime;
}

export interface PaymentWebhookEventsTable {
  gateway: string;
  event_id: string;
  received_at: CreatedAt;
}

export interface SandboxPaymentsTable {
  provider_reference: string;
  merchant_reference: string;
  channel: string;
  amount: number;
  status: Generated<'pending' | 'approved' | 'declined'>;
  created_at: Timestamp;
  decided_at: WalletTime;
}

export interface BankAccountsTable {
  id: GeneratedAlways<number>;
  user_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'paid' | 'rejected';

export interface WithdrawalsTable {
  id: GeneratedAlways<number>;
  reference: string;
  user_id: number;
  bank_account_id: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  amount: number;
  status: Generated<WithdrawalStatus>;
  reason: string | null;
  payout_reference: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  approved_at: WalletTime;
  paid_at: WalletTime;
  rejected_at: WalletTime;
}

export type ShopTransactionStatus = 'pending' | 'completed' | 'expired';

export interface ShopTransactionsTable {
  id: GeneratedAlways<number>;
  code: string;
  user_id: number;
  type: 'deposit' | 'withdraw';
  amount: number;
  status: Generated<ShopTransactionStatus>;
  expires_at: Timestamp;
  shop_id: string | null;
  created_at: Timestamp;
  completed_at: WalletTime;
  expired_at: WalletTime;
}

// 0006_content.sql

export interface ContentMediaTable {
  id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'image/webp';
  bytes: Uint8Array;
  created_at: CreatedAt;
}

/** updated_at of content rows: defaulted by the database, set by the service on every change. */
type ContentTime = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BannersTable {
  id: GeneratedAlways<number>;
  title: string;
  target: string;
  position: string;
  image: string;
  link: string | null;
  sort_order: Generated<number>;
  published: Generated<boolean>;
  created_at: ContentTime;
  updated_at: ContentTime;
}

export interface CmsPagesTable {
  slug: string;
  title: string;
  body_html: string;
  published: Generated<boolean>;
  updated_at: ContentTime;
}

export interface PromotionsTable {
  id: GeneratedAlways<number>;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  terms_html: string;
  image: string;
  cta_label: string;
  cta_link: string;
  sort_order: Generated<number>;
  published: Generated<boolean>;
  updated_at: ContentTime;
}

export interface FirstDepositsTable {
  user_id: number;
  deposit_reference: string;
  amount: number;
  credited_at: Timestamp;
}

export type PlayerBonusStatus = 'active' | 'completed' | 'expired';

export type PlayerBonusWallet = 'sport_bonus' | 'casino_bonus';

export interface PlayerBonusesTable {
  id: GeneratedAlways<number>;
  user_id: number;
  kind: 'first_deposit' | 'casino';
  /** The bonus balance it lives in (0008). */
  wallet: Generated<PlayerBonusWallet>;
  status: Generated<PlayerBonusStatus>;
  amount: number;
  wagering_required: number;
  wagered: Generated<number>;
  /** numeric(10,2), parsed to a number by the drivers; null for a casino bonus (casino wagers have no odds). */
  min_odds: number | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
  closing_amount: number | null;
}

export interface BonusWagersTable {
  bonus_id: number;
  reference: string;
  amount: number;
  /** null for a casino wager. */
  odds: number | null;
  created_at: Timestamp;
}

export interface CashbackCreditsTable {
  user_id: number;
  period_start: Timestamp;
  net_loss: number;
  amount: number;
  created_at: Timestamp;
}

// 0007_casino.sql

type CasinoTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CasinoProvidersTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  kind: 'built-in' | 'aggregator';
  sort: Generated<number>;
}

export interface CasinoCategoriesTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  tag: string | null;
  sort: Generated<number>;
}

export interface CasinoGamesTable {
  id: GeneratedAlways<number>;
  slug: string;
  name: string;
  provider_id: number;
  category_id: number;
  description: Generated<string>;
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  demo: Generated<boolean>;
  tags: ColumnType<string[], string | undefined, string>;
  min_bet: number;
  max_bet: number;
  active: Generated<boolean>;
  sort: Generated<number>;
}

export interface CasinoPromotionsTable {
  id: GeneratedAlways<number>;
  slug: string;
  title: string;
  summary: string;
  game_slug: string | null;
  sort: Generated<number>;
}

export interface CasinoFavouritesTable {
  user_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface CasinoRecentTable {
  user_id: number;
  game_id: number;
  played_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type CasinoBalanceType = 'real' | 'bonus' | 'demo';

export interface CasinoSessionsTable {
  id: string;
  user_id: number | null;
  game_id: number;
  provider_id: number;
  balance_type: CasinoBalanceType;
  demo_balance: number | null;
  currency: string;
  created_at: CreatedAt;
}

export interface CasinoWalletTransactionsTable {
  provider_id: number;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  session_id: string;
  round_id: string;
  amount: number;
  request_hash: string | null;
  status: 'done' | 'rolled-back' | 'refused';
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface CasinoSeedsTable {
  id: GeneratedAlways<number>;
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  revealed_at: CasinoTime;
}

export type CasinoRoundStatus = 'pending' | 'open' | 'cashing' | 'settled';

export interface CasinoRoundsTable {
  id: string;
  session_id: string;
  user_id: number | null;
  game: string;
  balance_type: CasinoBalanceType;
  client_key: string;
  request_hash: string;
  bet: number;
  payout: number | null;
  status: CasinoRoundStatus;
  /** jsonb columns are written as JSON text (JSON.stringify) and read back parsed. */
  params: ColumnType<unknown, string, string>;
  state: ColumnType<unknown, string | undefined, string>;
  outcome: ColumnType<unknown, string, string>;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  seed_id: number;
  nonce: number;
  created_at: CreatedAt;
  settled_at: CasinoTime;
}

// Bets (0005_bets.sql, 0009_bet_max_bonus.sql, 0010_bet_selection_final_score.sql).
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface BetsTable {
  id: GeneratedAlways<number>;
  user_id: number;
  booking_code: string;
  bet_type: 'Single' | 'Multiple' | 'Split' | 'Combo';
  stake_source: 'available' | 'sport_bonus';
  stake: number;
  possible_win: number;
  total_odds: number;
  status: Generated<BetStatus>;
  payout: Generated<number>;
  /** The multi-bet bonus settlement paid (0 while open). */
  bonus: Generated<number>;
  /** The engine's bonus in possible_win at placement (0009); null on bets placed before it. */
  max_bonus: ColumnType<number | null, number | null | undefined, number | null>;
  wth_tax: Generated<number>;
  config: ColumnType<unknown, string, string>;
  live: Generated<boolean>;
  placed_at: Timestamp;
  placed_feed_at: Generated<number>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  dirty: Generated<boolean>;
}

export interface BetSelectionsTable {
  bet_id: number;
  position: number;
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  fixed: Generated<boolean>;
  combinability: Generated<number>;
  type: 'prematch' | 'live';
  display: ColumnType<unknown, string, string>;
  result: ColumnType<number | null, number | null | undefined, number | null>;
  void_factor: ColumnType<number | null, number | null | undefined, number | null>;
  dead_heat_factor: ColumnType<number | null, number | null | undefined, number | null>;
  settlement_id: ColumnType<number | null, number | null | undefined, number | null>;
  cancellation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** `home:away` once the match ended (0010); null before. */
  final_score: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BetLinesTable {
  bet_id: number;
  grouping: number;
  combinations: number;
  stake_per_line: number;
  net_stake_per_line: number;
}

export interface BookedSlipsTable {
  code: string;
  user_id: number | null;
  slip: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface PlayerDebtsTable {
  user_id: number;
  amount: number;
  updated_at: Timestamp;
}

// 0011_search_and_favourites.sql

/** What a star is on: a fixture (match), a competitor (team) or a tournament (league). */
export type FavouriteKind = 'match' | 'team' | 'league';

export interface SportsFavouritesTable {
  user_id: number;
  kind: FavouriteKind;
  target_id: number;
  created_at: CreatedAt;
}

// 0012_match_timeline.sql

export interface MatchTimelineTable {
  fixture_id: number;
  entry_id: number;
  type: string;
  happened_at: FeedTime;
  /** The feed's timeline entry (modules/market-data/match-timeline.ts). */
  entry: unknown;
}

// 0014_uof_provider_cache.sql

/** FEED=uof: each match's fixture as the provider's API answered it. */
export interface UofFixturesTable {
  match_id: number;
  /** The product's Fixture (snake_case, as feed messages carry it). */
  fixture: unknown;
  /** When it was read, on the feed's clock. */
  fetched_at: Timestamp;
}

/** FEED=uof: the provider's market descriptions (markets.xml), replaced at each start. */
export interface UofMarketDescriptionsTable {
  market_id: number;
  variant: Generated<string>;
  name: string;
  /** Groups, outcomes (id, name) and specifiers (name, type). */
  description: unknown;
  fetched_at: Timestamp;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  login_failures: LoginFailuresTable;
  deposit_limits: DepositLimitsTable;
  gambling_exclusions: GamblingExclusionsTable;
  sports: SportsTable;
  categories: CategoriesTable;
  tournaments: TournamentsTable;
  competitors: CompetitorsTable;
  fixtures: FixturesTable;
  markets: MarketsTable;
  outcomes: OutcomesTable;
  match_timeline: MatchTimelineTable;
  uof_fixtures: UofFixturesTable;
  uof_market_descriptions: UofMarketDescriptionsTable;
  market_settlements: MarketSettlementsTable;
  outcome_results: OutcomeResultsTable;
  cancellations: CancellationsTable;
  producer_state: ProducerStateTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_account_balances: LedgerAccountBalancesView;
  deposits: DepositsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  sandbox_payments: SandboxPaymentsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  shop_transactions: ShopTransactionsTable;
  content_media: ContentMediaTable;
  banners: BannersTable;
  cms_pages: CmsPagesTable;
  promotions: PromotionsTable;
  first_deposits: FirstDepositsTable;
  player_bonuses: PlayerBonusesTable;
  bonus_wagers: BonusWagersTable;
  cashback_credits: CashbackCreditsTable;
  casino_providers: CasinoProvidersTable;
  casino_categories: CasinoCategoriesTable;
  casino_games: CasinoGamesTable;
  casino_promotions: CasinoPromotionsTable;
  casino_favourites: CasinoFavouritesTable;
  casino_recent: CasinoRecentTable;
  casino_sessions: CasinoSessionsTable;
  casino_wallet_transactions: CasinoWalletTransactionsTable;
  casino_seeds: CasinoSeedsTable;
  casino_rounds: CasinoRoundsTable;
  bets: BetsTable;
  bet_selections: BetSelectionsTable;
  bet_lines: BetLinesTable;
  booked_slips: BookedSlipsTable;
  player_debts: PlayerDebtsTable;
  sports_favourites: SportsFavouritesTable;
}

export type { Generated };
