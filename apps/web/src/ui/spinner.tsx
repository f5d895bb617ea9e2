// A loading indicator with an accessible label.
import './spinner.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Holds a route's place while its code loads, at the height of a short page (no jump). */
export function PageFallback() {
  return (
    <div className="page-fallback">
      <Spinner label="Loading page" />
    </div>
  );
}
