// Loading placeholders for the bet history and a bet's detail, the size of what replaces them.
import '../../ui/skeleton.css';

export function BetListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="bet-list" role="status" aria-label="Loading bets" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="bet-card bet-card--skeleton">
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--text skeleton--short" />
          <span className="skeleton bet-card__skeleton-figures" />
        </div>
      ))}
    </div>
  );
}

export function BetDetailSkeleton() {
  return (
    <div className="bet-detail" role="status" aria-label="Loading the bet" aria-busy="true">
      <span className="skeleton bet-detail__skeleton-summary" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="bet-card bet-card--skeleton">
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--text skeleton--short" />
        </div>
      ))}
    </div>
  );
}
