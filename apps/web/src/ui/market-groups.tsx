// Every market of one fixture, by market group (tabs: All, Main, Goals, Halves, …), each market a
// card of odds buttons named as a bettor reads them (the server's labels: `Over 2.5`, `Home -1`), with
// the match in each button's accessible name as on the lists.
import type { SelectionType } from '@slipstream/domain';
import { useEffect, useState } from 'react';
import type { FixtureSummary, MarketView, MatchAnswer } from '../api/sports.ts';
import { seedLiveOdds } from '../live/live-odds-store.ts';
import { EmptyState } from './empty-state.tsx';
import { MarketSuspended } from './market-suspended.tsx';
import { OddsButton } from './odds-button.tsx';
import './market-groups.css';

function MarketCard({
  fixture,
  market,
  type,
}: {
  fixture: FixtureSummary;
  market: MarketView;
  type: SelectionType;
}) {
  const columns = market.outcomes.length === 2 || market.outcomes.length > 3 ? 2 : 3;
  return (
    <section className="market-card" aria-label={market.name}>
      <h3 className="market-card__title">{market.name}</h3>
      <div className={`market-card__outcomes market-card__outcomes--${columns}`}>
        {market.outcomes.map((o) => (
          <OddsButton
            key={o.id}
            className="market-card__odds"
            fixture={fixture}
            market={market}
            outcome={{
              id: o.id,
              name: o.name,
              displayName: o.label,
              odds: o.active && market.status === 1 ? o.odds : null,
            }}
            type={type}
            label={o.label}
          />
        ))}
        <MarketSuspended
          matchId={fixture.matchId}
          marketId={market.id}
          specifier={market.specifier}
          outcomeIds={market.outcomes.map((o) => o.id)}
        />
      </div>
    </section>
  );
}

export function MarketGroups({ match, type }: { match: MatchAnswer; type: SelectionType }) {
  const groups = match.groups.filter((g) => g.markets.length > 0);
  const [active, setActive] = useState(groups[0]?.id ?? '');
  const shown = groups.find((g) => g.id === active) ?? groups[0];
  const matchId = match.fixture.matchId;

  useEffect(() => {
    for (const g of match.groups) seedLiveOdds(matchId, g.markets);
  }, [match, matchId]);

  if (!shown) {
    return (
      <EmptyState title="No markets open right now">
        <p>The bookmaker has no lines open on this match at the moment. Check back shortly.</p>
      </EmptyState>
    );
  }

  return (
    <div className="market-groups">
      <div className="market-groups__tabs" role="tablist" aria-label="Market groups">
        {groups.map((g) => (
          <button
            key={g.id}
            type="button"
            role="tab"
            id={`market-tab-${g.id}`}
            aria-selected={g.id === shown.id}
            aria-controls="market-panel"
            className="market-groups__tab"
            onClick={() => setActive(g.id)}
          >
            {g.name} <span className="market-groups__count">{g.markets.length}</span>
          </button>
        ))}
      </div>
      <div
        id="market-panel"
        role="tabpanel"
        aria-labelledby={`market-tab-${shown.id}`}
        className="market-groups__panel"
      >
        {shown.markets.map((m) => (
          <MarketCard key={`${m.id}|${m.specifier}`} fixture={match.fixture} market={m} type={type} />
        ))}
      </div>
    </div>
  );
}
