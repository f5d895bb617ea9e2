// What the slip says beside the stake box, and when it puts the cursor there: the stake rule's
// refusal after Place Bet, Enter or Simulate (SPEC.md §5 "error. stake must be greater than 0"),
// and a bet-type change that zeroed the stake (SPEC.md §4), so the new stake goes straight in.
// A message lasts while the stake, the bet type and the number of picks it was about stay as they were.
import { useRef, useState, type RefObject } from 'react';
import { betModeOf, type BetMode } from './bet-mode.ts';
import { useBetslipStore, type BetslipState } from './betslip-store.ts';
import { placeBet } from './place-bet.ts';
import { simulateBet } from './simulate-bet.ts';

export const STAKE_CLEARED = 'The bet type changed, so the stake was cleared. Enter a new stake.';

interface Prompt {
  text: string;
  stake: number;
  mode: BetMode;
  count: number;
}

const aboutNow = (state: BetslipState, text: string): Prompt => ({
  text,
  stake: state.coupon.stake,
  mode: betModeOf(state),
  count: state.coupon.selections.length,
});

export interface StakePrompt {
  inputRef: RefObject<HTMLInputElement | null>;
  message: string | null;
  place: () => void;
  simulate: () => void;
  /** After the bet type changed; `zeroed` when the change took the stake the player had entered. */
  betTypeChanged: (zeroed: boolean) => void;
}

export function useStakePrompt(): StakePrompt {
  const inputRef = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const stake = useBetslipStore((s) => s.coupon.stake);
  const mode = useBetslipStore(betModeOf);
  const count = useBetslipStore((s) => s.coupon.selections.length);
  const current = prompt && prompt.stake === stake && prompt.mode === mode && prompt.count === count;

  function say(text: string) {
    setPrompt(aboutNow(useBetslipStore.getState(), text));
    inputRef.current?.focus();
  }

  return {
    inputRef,
    message: current ? prompt.text : null,
    place: () => void placeBet().then((text) => text && say(text)),
    simulate: () => void simulateBet().then((text) => text && say(text)),
    betTypeChanged: (zeroed) => {
      if (zeroed) say(STAKE_CLEARED);
    },
  };
}
