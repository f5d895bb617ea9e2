// The momentum chart: one bar per spell (or tennis game), the home side's pressure up from the middle
// line and the away side's down. Drawn in SVG at a fixed height; the figures it is drawn from are
// the timeline's, so the chart says nothing the timeline does not.
import type { MomentumBar } from './momentum.ts';

const HEIGHT = 64;
const BAR = 10;
const GAP = 2;

export function MomentumChart({
  bars,
  homeTeam,
  awayTeam,
}: {
  bars: readonly MomentumBar[];
  homeTeam: string;
  awayTeam: string;
}) {
  if (bars.length === 0) return null;
  // Early on a single corner must not fill the chart: the scale starts at a few events' worth.
  const top = Math.max(4, ...bars.flatMap((b) => [b.home, b.away]));
  const half = HEIGHT / 2 - 2;
  const width = bars.length * (BAR + GAP);
  const home = bars.reduce((sum, b) => sum + b.home, 0);
  const away = bars.reduce((sum, b) => sum + b.away, 0);
  const summary =
    home === away
      ? 'Both sides have pressed as much as each other.'
      : `${home > away ? homeTeam : awayTeam} has had more of the pressure.`;
  return (
    <figure className="centre-momentum">
      <figcaption className="centre-momentum__legend">
        <span className="centre-momentum__key centre-momentum__key--home">{homeTeam}</span>
        <span className="centre-momentum__key centre-momentum__key--away">{awayTeam}</span>
      </figcaption>
      <svg
        className="centre-momentum__chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Momentum: ${summary}`}
      >
        <line x1={0} x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} className="centre-momentum__axis" />
        {bars.map((b, i) => {
          const x = i * (BAR + GAP);
          const up = (b.home / top) * half;
          const down = (b.away / top) * half;
          return (
            <g key={b.label}>
              <title>{`${b.label}: ${homeTeam} ${b.home}, ${awayTeam} ${b.away}`}</title>
              {up > 0 && (
                <rect className="centre-momentum__home" x={x} y={HEIGHT / 2 - up} width={BAR} height={up} />
              )}
              {down > 0 && (
                <rect className="centre-momentum__away" x={x} y={HEIGHT / 2} width={BAR} height={down} />
              )}
            </g>
          );
        })}
      </svg>
      <div className="centre-momentum__scale" aria-hidden="true">
        <span>{bars[0]?.label.split('–')[0]}</span>
        <span>{bars.at(-1)?.label.split('–').at(-1)}</span>
      </div>
    </figure>
  );
}
