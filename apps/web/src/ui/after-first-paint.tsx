// Sections far below the fold wait until the page has first painted: on a slow phone, building
// every row of a long home screen before anything is drawn holds back what the bettor looks at
// first (the banners and the live odds). Once the app has painted, later screens render at once.
import { useEffect, useState, type ReactNode } from 'react';

let painted = false;

/** Resolves the frame after the next one is drawn. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Renders `children` after the first paint of the app; until then an empty section of `reserve`
 * pixels holds their place, so nothing below them moves twice.
 */
export function AfterFirstPaint({ children, reserve }: { children: ReactNode; reserve: number }) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => {
      painted = true;
      setReady(true);
    });
  }, [ready]);
  if (ready) return children;
  return <div className="page-section" style={{ minHeight: reserve }} aria-hidden="true" />;
}
