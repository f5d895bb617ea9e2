// A system bet's lines: for each grouping (doubles, trebles…) how many lines and the stake on each.
import type { BetLine } from '../../api/bet-history.ts';
import { Money } from '../../ui/money.tsx';

const GROUPING_NAMES = ['', 'Singles', 'Doubles', 'Trebles'];

export function groupingName(grouping: number): string {
  return GROUPING_NAMES[grouping] ?? `${grouping}-folds`;
}

export function BetLines({ lines, currency }: { lines: BetLine[]; currency: string }) {
  return (
    <table className="bet-lines">
      <caption className="visually-hidden">Lines of this system bet</caption>
      <thead>
        <tr>
          <th scope="col">Grouping</th>
          <th scope="col" className="bet-lines__num">
            Lines
          </th>
          <th scope="col" className="bet-lines__num">
            Stake per line
          </th>
          <th scope="col" className="bet-lines__num">
            Stake
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.grouping}>
            <th scope="row">{groupingName(line.grouping)}</th>
            <td className="bet-lines__num">{line.combinations}</td>
            <td className="bet-lines__num">
              <Money amount={line.stakePerLine} currency={currency} />
            </td>
            <td className="bet-lines__num">
              <Money amount={line.totalStake} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
