// What a screen shows when the sports API fails: the reason in words and a Retry that refetches.
import { EmptyState } from './empty-state.tsx';

export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert">
      <EmptyState
        title={`We couldn't load ${what}`}
        action={
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            Retry
          </button>
        }
      >
        <p>{messageOf(error)}</p>
      </EmptyState>
    </div>
  );
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  return text && !/^\d+$/.test(text) ? text : 'Something went wrong. Check your connection and try again.';
}
