// Claiming the first-deposit bonus from a screen (the deposit, payment verification and account
// pages). Its own module, so the mutation code stays out of the first load, which imports api/bonus.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { awardDepositBonus, BONUS_KEY, type ActiveBonus } from './bonus.ts';

/**
 * Claiming the first-deposit bonus from a screen: one idempotency key per mounted offer, so a double
 * click or a retry after a lost answer awards once; afterwards every bonus query is asked again.
 */
export function useClaimDepositBonus(onClaimed?: (bonus: ActiveBonus) => void) {
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => awardDepositBonus(key),
    onSuccess: (bonus) => onClaimed?.(bonus),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BONUS_KEY }),
  });
}
