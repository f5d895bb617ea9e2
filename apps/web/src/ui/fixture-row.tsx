// One fixture in a list: kick-off (or live score and match time from the feed), the teams linking to
// the fixture's detail, and the list market's odds (each row's line on its buttons when the columns
// leave it out). Team names are shown in full (two lines each when they need it) in a column that
// starts at the same place on every row. Drawn at a fixed height per window width
// (useFixtureRowHeight) so virtualised lists never jump.
import {
  calendarDate,
  daysBetween,
  formatDate,
  type DateSettings,
  type SelectionType,
} from '@slipstream/domain';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Fixture, MarketHeader } from '../api/sports.ts';
import { useLiveMatchInfo } from '../live/use-live-odds.ts';
import { useDisplaySettings } from './display-settings.ts';
import { sportsLinks } from './fixture-links.ts';
import { MarketSuspended } from './market-suspended.tsx';
import { listedOutcome, OddsButton } from './odds-button.tsx';
import { useMediaQuery } from './use-media-query.ts';
import './fixture-row.css';

/** A row's height in px; the same figures are `--fixture-row-height` in fixture-row.css. */
export const FIXTURE_ROW_HEIGHT = 72;
/** On a phone the kick-off sits above the teams and each name may take two lines. */
export const FIXTURE_ROW_HEIGHT_NARROW = 96;
export const GROUP_ROW_HEIGHT = 40;

const NARROW = '(max-width: 560px)';

/** The height every fixture row has at the window's current width. */
export function useFixtureRowHeight(): number {
  return useMediaQuery(NARROW) ? FIXTURE_ROW_HEIGHT_NARROW : FIXTURE_ROW_HEIGHT;
}

/** `14:30` with `Today`, `Tomorrow` or `Sat 22` under it, days counted in the operator's zone. */
export function kickOff(
  iso: string,
  settings: DateSettings,
  now = new Date(),
): { time: string; day: string } {
  const time = formatDate(iso, 'time', settings);
  const day = calendarDate(iso, settings.timeZone);
  const today = calendarDate(now, settings.timeZone);
  if (time === null || day === null || today === null) return { time: '--:--', day: '' };
  const diff = daysBetween(today, day);
  const dayText = diff === 0 ? 'Today' : diff === 1 ? 'Tomorrow' : formatDate(iso, 'weekdayDay', settings);
  return { time, day: dayText ?? '' };
}

/** The score and match time: the feed's latest when it has spoken, else the list's. */
export function useLiveScore(fixture: Pick<Fixture, 'matchId' | 'score' | 'inPlayTime'>) {
  const info = useLiveMatchInfo(fixture.matchId);
  const score = typeof info?.score === 'string' && info.score ? info.score : fixture.score;
  const time =
    typeof info?.in_play_time === 'string' && info.in_play_time ? info.in_play_time : fixture.inPlayTime;
  return { score, time };
}

function LiveClock({ fixture }: { fixture: Fixture }) {
  const { score, time } = useLiveScore(fixture);
  const [home = '', away = ''] = score.split(':');
  return (
    <>
      <span className="fixture-row__clock" aria-label={`Match time ${time || 'live'}`}>
        {time || 'Live'}
      </span>
      <span className="fixture-row__score" aria-label={`Score ${home} to ${away}`}>
        <span>{home}</span>
        <span>{away}</span>
      </span>
    </>
  );
}

/**
 * What a row's button adds above its price when the columns leave the line out (each fixture's main
 * line): the line itself (`-1.5` under `Home`, `215.5` under `Over`); null when the column says it all.
 */
export function lineOnButton(columnLabel: string, outcomeLabel: string): string | null {
  if (outcomeLabel === columnLabel || !outcomeLabel.startsWith(`${columnLabel} `)) return null;
  return outcomeLabel.slice(columnLabel.length + 1);
}

interface FixtureRowProps {
  fixture: Fixture;
  /** The list's market: its outcomes are the odds columns. */
  market: MarketHeader | null;
  type?: SelectionType;
  /** Shown under the teams (the tournament on mixed lists). */
  note?: string;
  /** Drawn under the row, outside its fixed height (a live row's match centre panel). */
  details?: ReactNode;
}

export const FixtureRow = memo(function FixtureRow({
  fixture,
  market,
  type,
  note,
  details,
}: FixtureRowProps) {
  const live = type === 'live' || fixture.live;
  const line = market ? fixture.markets.find((m) => m.id === market.id) : undefined;
  const extra = fixture.marketCount - (line ? 1 : 0);
  const settings = useDisplaySettings();
  const start = live ? null : kickOff(fixture.date, settings);
  const href = sportsLinks.fixture({ ...fixture, live });
  const row = (
    <div className={`fixture-row${live ? ' fixture-row--live' : ''}`} data-match-id={fixture.matchId}>
      {live ? (
        <LiveClock fixture={fixture} />
      ) : (
        <span className="fixture-row__start">
          <span>{start?.time}</span>
          <span className="fixture-row__day">{start?.day}</span>
        </span>
      )}
      <Link className="fixture-row__teams" to={href} aria-label={`${fixture.eventName}, all markets`}>
        <span className="fixture-row__team">{fixture.homeTeam}</span>
        <span className="fixture-row__team">{fixture.awayTeam}</span>
      </Link>
      {note && <span className="fixture-row__note">{note}</span>}
      <span className="fixture-row__odds">
        {market?.outcomes.map((header) => {
          const outcome = line?.outcomes.find((o) => o.id === header.id);
          if (!line || !outcome) {
            return (
              <span key={header.id} className="fixture-row__empty" aria-hidden="true">
                -
              </span>
            );
          }
          return (
            <OddsButton
              key={header.id}
              fixture={fixture}
              market={line}
              outcome={listedOutcome(outcome)}
              type={live ? 'live' : 'prematch'}
              label={lineOnButton(header.label, outcome.label)}
            />
          );
        })}
        {line && (
          <MarketSuspended
            matchId={fixture.matchId}
            marketId={line.id}
            specifier={line.specifier}
            outcomeIds={line.outcomes.map((o) => o.id)}
          />
        )}
      </span>
      <Link className="fixture-row__more" to={href} tabIndex={-1} aria-hidden="true">
        {extra > 0 ? `+${extra}` : '›'}
      </Link>
    </div>
  );
  return details ? (
    <>
      {row}
      {details}
    </>
  ) : (
    row
  );
});
