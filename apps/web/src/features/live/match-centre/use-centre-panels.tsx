// The match centre panels of a live list's rows: which are open (kept by the list, so a row scrolled
// away and back is as it was) and each row's panel. A row's panel is made again only when its fixture
// or its open state changes, so the rows' memo still spares them a render as the list scrolls.
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import type { Fixture } from '../../../api/sports.ts';
import type { RowDetails } from '../../../ui/fixture-list.tsx';
import { CENTRE_TOGGLE_HEIGHT, MatchCentrePanel } from './match-centre-panel.tsx';

interface Made {
  fixture: Fixture;
  open: boolean;
  panel: ReactElement;
}

export function useCentrePanels(): RowDetails {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const made = useRef(new Map<number, Made>());
  const toggle = useCallback((matchId: number) => {
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(matchId)) next.add(matchId);
      return next;
    });
  }, []);
  const render = useCallback(
    (fixture: Fixture) => {
      const isOpen = open.has(fixture.matchId);
      const last = made.current.get(fixture.matchId);
      if (last && last.fixture === fixture && last.open === isOpen) return last.panel;
      const panel = <MatchCentrePanel fixture={fixture} open={isOpen} onToggle={toggle} />;
      made.current.set(fixture.matchId, { fixture, open: isOpen, panel });
      return panel;
    },
    [open, toggle],
  );
  return useMemo(() => ({ height: CENTRE_TOGGLE_HEIGHT, render }), [render]);
}
