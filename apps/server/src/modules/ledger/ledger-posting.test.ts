import { describe, expect, it } from 'vitest';
import { accountKey, movementToPosting, netPosting, postingUser } from './ledger-posting.ts';
import { house, player } from './ledger.types.ts';

describe('postings', () => {
  it('nets lines per account and keeps the accounts that move', () => {
    const lines = netPosting({
      kind: 'bet.stake',
      reference: 'b1',
      lines: [
        { account: player(1), amount: -300 },
        { account: player(1), amount: 100 },
        { account: house('stakes_held'), amount: 200 },
      ],
    });
    expect(lines).toEqual([
      { account: player(1), amount: -200 },
      { account: house('stakes_held'), amount: 200 },
    ]);
  });

  it('refuses bad kinds, references, accounts and amounts', () => {
    const ok = [
      { account: player(1), amount: -1 },
      { account: house('adjustments'), amount: 1 },
    ];
    expect(() => netPosting({ kind: 'Deposit', reference: 'r', lines: ok })).toThrow(/kind/);
    expect(() => netPosting({ kind: 'deposit.online', reference: '', lines: ok })).toThrow(/reference/);
    expect(() =>
      netPosting({ kind: 'x.y', reference: 'r', lines: [{ account: player(0), amount: -1 }, ok[1]!] }),
    ).toThrow(/user id/);
    expect(() =>
      netPosting({
        kind: 'x.y',
        reference: 'r',
        lines: [{ account: { userId: 1, balance: 'gold' as never }, amount: -1 }, ok[1]!],
      }),
    ).toThrow(/unknown balance/);
    expect(() =>
      netPosting({
        kind: 'x.y',
        reference: 'r',
        lines: [ok[0]!, { account: { house: 'vault' as never }, amount: 1 }],
      }),
    ).toThrow(/unknown house account/);
    expect(() =>
      netPosting({
        kind: 'x.y',
        reference: 'r',
        lines: [{ account: player(1), amount: Number.MAX_SAFE_INTEGER + 1 }],
      }),
    ).toThrow(/whole number/);
    expect(() =>
      movementToPosting({
        from: player(1),
        to: house('adjustments'),
        amount: 0,
        kind: 'x.y',
        reference: 'r',
      }),
    ).toThrow(/positive/);
  });

  it('names the player a posting is for', () => {
    const lines = netPosting(
      movementToPosting({
        from: player(7),
        to: house('stakes_held'),
        amount: 5,
        kind: 'bet.stake',
        reference: 'r',
      }),
    );
    expect(postingUser({ kind: 'bet.stake', reference: 'r', lines }, lines)).toBe(7);
    const houseOnly = netPosting(
      movementToPosting({
        from: house('withdrawals_pending'),
        to: house('shop_float'),
        amount: 5,
        kind: 'withdrawal.shop_payout',
        reference: 'r',
      }),
    );
    expect(
      postingUser({ kind: 'withdrawal.shop_payout', reference: 'r', lines: houseOnly }, houseOnly),
    ).toBeNull();
    expect(
      postingUser({ kind: 'withdrawal.shop_payout', reference: 'r', userId: 9, lines: houseOnly }, houseOnly),
    ).toBe(9);
    expect(accountKey(player(3, 'trust'))).toBe('u:3:trust');
  });
});
