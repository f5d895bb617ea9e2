// Pure rules of a posting, checked before any SQL runs: whole minor units, lines that sum to zero,
// a well-formed kind and reference. The database checks the sum again at commit (a constraint trigger).
import type { Minor } from '@slipstream/domain';
import { BALANCE_KINDS } from '@slipstream/domain/wallet';
import { HOUSE_ACCOUNTS, type AccountRef, type Movement, type Posting } from './ledger.types.ts';

export const KIND_PATTERN = /^[a-z]+(\.[a-z_]+)?$/;

/** An account's key in maps: `u:42:available` or `h:shop_float`. */
export function accountKey(ref: AccountRef): string {
  return 'house' in ref ? `h:${ref.house}` : `u:${ref.userId}:${ref.balance}`;
}

export interface NetLine {
  account: AccountRef;
  amount: Minor;
}

/**
 * Checks a posting and nets its lines per account (two lines on one account become one). Throws a
 * plain Error: a bad posting is a programming mistake of the caller, never a player's input.
 */
export function netPosting(posting: Posting): NetLine[] {
  if (!KIND_PATTERN.test(posting.kind) || posting.kind.length > 60) {
    throw new Error(`ledger: kind "${posting.kind}" must look like category.action`);
  }
  if (posting.reference.length < 1 || posting.reference.length > 200) {
    throw new Error('ledger: reference must have 1 to 200 characters');
  }
  const net = new Map<string, NetLine>();
  let sum = 0;
  for (const line of posting.lines) {
    checkAccount(line.account);
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new Error(`ledger: line amount ${line.amount} must be a non-zero whole number of minor units`);
    }
    sum += line.amount;
    const key = accountKey(line.account);
    const seen = net.get(key);
    if (seen) seen.amount += line.amount;
    else net.set(key, { account: line.account, amount: line.amount });
  }
  if (sum !== 0) throw new Error(`ledger: posting ${posting.kind} does not balance (sum ${sum})`);
  const lines = [...net.values()].filter((l) => l.amount !== 0);
  if (lines.length < 2) throw new Error(`ledger: posting ${posting.kind} moves nothing between accounts`);
  return lines;
}

function checkAccount(ref: AccountRef): void {
  if ('house' in ref) {
    if (!(HOUSE_ACCOUNTS as readonly string[]).includes(ref.house))
      throw new Error(`ledger: unknown house account ${ref.house}`);
    return;
  }
  if (!Number.isSafeInteger(ref.userId) || ref.userId <= 0)
    throw new Error(`ledger: bad user id ${ref.userId}`);
  if (!(BALANCE_KINDS as readonly string[]).includes(ref.balance))
    throw new Error(`ledger: unknown balance ${ref.balance}`);
}

export function movementToPosting(m: Movement): Posting {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
    throw new Error(`ledger: movement amount ${m.amount} must be a positive whole number of minor units`);
  }
  return {
    kind: m.kind,
    reference: m.reference,
    userId: m.userId,
    lines: [
      { account: m.from, amount: -m.amount },
      { account: m.to, amount: m.amount },
    ],
  };
}

/** The player a posting is for: the given one, else the only player in its lines, else none. */
export function postingUser(posting: Posting, lines: NetLine[]): number | null {
  if (posting.userId != null) return posting.userId;
  const users = new Set(lines.flatMap((l) => ('userId' in l.account ? [l.account.userId] : [])));
  return users.size === 1 ? [...users][0]! : null;
}
