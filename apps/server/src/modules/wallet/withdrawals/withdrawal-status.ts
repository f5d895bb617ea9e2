// The life of a bank withdrawal: pending → approved → paid, or rejected (from pending or approved)
// with the held funds returned. Asking for the status a withdrawal already has is not an error, so
// an operator's retried click changes nothing and says so.
import type { WITHDRAWAL_ACTIONS } from '@slipstream/contract/operator';
import type { WithdrawalStatus } from '../../../db/schema.ts';

export type OperatorAction = (typeof WITHDRAWAL_ACTIONS)[number];

const RULES: Record<OperatorAction, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  'mark-paid': { from: ['approved'], to: 'paid' },
};

export function targetStatus(action: OperatorAction): WithdrawalStatus {
  return RULES[action].to;
}

/** `move` when the action applies, `already` when the withdrawal is already there, else `refused`. */
export function transition(
  current: WithdrawalStatus,
  action: OperatorAction,
): 'move' | 'already' | 'refused' {
  if (current === RULES[action].to) return 'already';
  return RULES[action].from.includes(current) ? 'move' : 'refused';
}
