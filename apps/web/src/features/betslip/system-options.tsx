// The system bet's choices: every grouping the engine offers with its line count ("Doubles (10
// lines)") and the named full-cover bets (Trixie, Yankee, Lucky 15 …), as checkboxes. The last ticked
// grouping cannot be unticked here: leaving System is done with the bet type above.
import { listFullCoverBets, type FullCoverBet } from '@slipstream/domain';
import { defaultGrouping, offeredGroupings } from './bet-mode.ts';
import { selectCouponConfig, useBetslipStore } from './betslip-store.ts';

function fullCovers(selections: Parameters<typeof listFullCoverBets>[0]): FullCoverBet[] {
  try {
    return listFullCoverBets(selections);
  } catch {
    return [];
  }
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((g) => b.includes(g));

export function SystemOptions() {
  const selections = useBetslipStore((s) => s.coupon.selections);
  const combos = useBetslipStore((s) => s.coupon.combos);
  const setCombos = useBetslipStore((s) => s.setCombos);
  const { maxCouponCombinations } = useBetslipStore(selectCouponConfig);
  const groupings = offeredGroupings(selections, maxCouponCombinations);
  const covers = fullCovers(selections);
  const ticked = combos.map((c) => c.Grouping);

  function toggle(grouping: number, on: boolean) {
    const next = on ? [...ticked, grouping] : ticked.filter((g) => g !== grouping);
    setCombos([...new Set(next)].sort((a, b) => a - b));
  }

  function toggleCover(cover: FullCoverBet, on: boolean) {
    if (on) setCombos(cover.groupings);
    else {
      const fallback = defaultGrouping(selections, maxCouponCombinations);
      if (fallback !== null) setCombos([fallback]);
    }
  }

  return (
    <fieldset className="betslip-system">
      <legend className="betslip-system__legend">System groupings</legend>
      <ul className="betslip-system__list">
        {groupings.map((g) => {
          const checked = ticked.includes(g.Grouping);
          return (
            <li key={g.Grouping}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={g.Combinations <= 0 || (checked && ticked.length === 1)}
                  onChange={(e) => toggle(g.Grouping, e.target.checked)}
                />
                <span>{g.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {covers.length > 0 && (
        <>
          <p className="betslip-system__legend">Full cover</p>
          <ul className="betslip-system__list">
            {covers.map((cover) => (
              <li key={cover.name}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={sameSet(ticked, cover.groupings)}
                    onChange={(e) => toggleCover(cover, e.target.checked)}
                  />
                  <span>
                    {cover.name} ({cover.lines} lines)
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {ticked.length === 0 && <p className="betslip-hint">Tick at least one grouping to price the bet.</p>}
      <p className="betslip-hint">Mark a match B (banker) to put it in every line.</p>
    </fieldset>
  );
}
