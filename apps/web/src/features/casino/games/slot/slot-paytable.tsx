// The published paytable behind a disclosure: what three, four and five of a kind pay per line bet,
// what the nebulas pay and award, and the ten paylines.
import { SymbolIcon } from './slot-symbol.tsx';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  LINE_PAYS_BY_VALUE,
  PAYLINES,
  SCATTER_PAYS,
  symbolName,
} from './slot-rules.ts';

export function SlotPaytable() {
  return (
    <details className="slot-paytable">
      <summary>Paytable and rules</summary>
      <table>
        <caption className="visually-hidden">Line pays, times the line bet</caption>
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">3</th>
            <th scope="col">4</th>
            <th scope="col">5</th>
          </tr>
        </thead>
        <tbody>
          {LINE_PAYS_BY_VALUE.map(({ symbol, pays }) => (
            <tr key={symbol}>
              <th scope="row">
                <SymbolIcon symbol={symbol} />
                {symbolName(symbol)}
              </th>
              {pays.map((p, i) => (
                <td key={i}>×{p}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <SymbolIcon symbol="nebula" />
              {symbolName('nebula')}
            </th>
            {SCATTER_PAYS.map((p, i) => (
              <td key={i}>
                ×{p} bet
                <br />
                {FREE_SPINS[i]} free
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="muted">
        The total bet covers {PAYLINES.length} lines; line wins pay left to right from the first reel and the
        wild star stands in for every symbol but the nebula. Nebulas pay anywhere and start free spins, where
        every win is ×{FREE_SPIN_MULTIPLIER}.
      </p>
    </details>
  );
}
