// Shown when a screen fails to render or its code cannot be loaded (often a new deploy replaced the
// old chunks): a plain message and a reload.
import { Link, useRouteError } from 'react-router';
import { paths } from '../site/paths.ts';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="route-error container">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn--ghost" to={paths.home} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
