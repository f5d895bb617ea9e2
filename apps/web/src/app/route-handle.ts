// What a route tells the layout about itself (React Router's `handle`).
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** Shows the betslip column beside the screen (sports screens). */
  betslip?: boolean;
  /** SPEC.md §2: /Register hides the default header items. */
  hideDefaultHeaderItems?: boolean;
}

/** The merged handles of the matched routes, deepest last. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as RouteHandle)) as RouteHandle;
}

/** The params of the deepest matched route. */
export function useDeepestParams(): Record<string, string | undefined> {
  const matches = useMatches();
  return matches[matches.length - 1]?.params ?? {};
}
