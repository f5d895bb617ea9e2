// Loading placeholders drawn at the exact size of what replaces them, so nothing moves on arrival.
import './skeleton.css';

/** `rows` grey fixture rows (each FIXTURE_ROW_HEIGHT tall) under a group header. */
export function FixtureListSkeleton({
  rows = 6,
  label = 'Loading fixtures',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div className="skeleton-list" role="status" aria-label={label} aria-busy="true">
      <div className="skeleton skeleton--header" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row">
          <span className="skeleton skeleton--time" />
          <span className="skeleton-row__teams">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text skeleton--short" />
          </span>
          <span className="skeleton skeleton--odds" />
          <span className="skeleton skeleton--odds" />
          <span className="skeleton skeleton--odds" />
        </div>
      ))}
    </div>
  );
}

/** A block of `height` px (market lists, headers). */
export function SkeletonBlock({ height, label }: { height: number; label?: string }) {
  return (
    <div
      className="skeleton"
      style={{ height }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-busy={label ? 'true' : undefined}
    />
  );
}
