import { useMatches } from 'react-router';
import { useDocumentTitle, type RouteHandle } from '../../lib/document-title';

/**
 * The screen's own name for the tab title: the `handle.title` of the deepest matched route that has
 * one (a module manifest's screen titles, a core feature's routes.tsx), or null when no route names itself.
 */
export function routeTitle(matches: ReadonlyArray<{ handle?: unknown }>): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]!.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * Sets the tab title of the signed-in screens from the route table: the screen's
 * name, then the module's name when `moduleName` is given, then 'Apps' ("Timesheets · MyTime · Apps").
 */
export function useRouteDocumentTitle(moduleName: string | null): void {
  useDocumentTitle(routeTitle(useMatches()), moduleName);
}
