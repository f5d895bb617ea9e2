// Starlight Reels math: line reading, and the published RTP against the exact figure and a
// million simulated rounds (free spins included).
import { describe, expect, it } from 'vitest';
import { simulationSource } from './fair-source.ts';
import { lineWin, playSlot, slotPayout } from './slot-spin.ts';
import { exactSlotRtp } from './slot-rtp.ts';

const PUBLISHED_RTP = 0.9614;

describe('slot math', () => {
  it('reads a payline left to right with wilds', () => {
    expect(lineWin(['moon', 'moon', 'moon', 'comet', 'moon'])).toEqual({ symbol: 'moon', count: 3, pays: 6 });
    expect(lineWin(['star', 'moon', 'star', 'moon', 'planet'])).toEqual({
      symbol: 'moon',
      count: 4,
      pays: 15,
    });
    expect(lineWin(['star', 'star', 'star', 'moon', 'planet'])).toEqual({
      symbol: 'star',
      count: 3,
      pays: 50,
    });
    expect(lineWin(['nebula', 'moon', 'moon', 'moon', 'moon'])).toBeNull();
  });

  it('publishes the exact return', () => {
    expect(exactSlotRtp()).toBeCloseTo(PUBLISHED_RTP, 4);
  });

  it('returns the published RTP over a million rounds (within 2 points)', () => {
    const source = simulationSource(3);
    const bet = 1_000;
    let paid = 0;
    const rounds = 1_000_000;
    for (let i = 0; i < rounds; i++) paid += slotPayout(bet, playSlot(source));
    const rtp = paid / (bet * rounds);
    expect(Math.abs(rtp - PUBLISHED_RTP)).toBeLessThan(0.02);
    console.info(
      `slot RTP over 1M rounds: ${(rtp * 100).toFixed(2)}% (exact ${(exactSlotRtp() * 100).toFixed(2)}%)`,
    );
  }, 90_000); // ~6–12 s alone; generous only for a machine busy with the other suites
});
