import { useMatches } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { useDocumentTitle, type RouteHandle } from '../../lib/document-title';
import { useI18n } from '../../lib/i18n/intl';
import { screenTitleMessageFor } from '../module.messages';

/** The handle of the deepest matched route that names itself, or null. */
function titledHandle(matches: ReadonlyArray<{ handle?: unknown }>): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return null;
}

/**
 * The screen's own name for the tab title: the `handle.title` of the deepest matched route that has
 * one (a module manifest's screen titles, a core feature's routes.tsx), or null when no route names itself.
 */
export function routeTitle(matches: ReadonlyArray<{ handle?: unknown }>): string | null {
  return titledHandle(matches)?.title ?? null;
}

/**
 * The message of that title: the handle's `titleMessage`, else the screen of module `moduleId` with
 * that title; null when neither exists (the English title is shown).
 */
export function routeTitleMessage(matches: ReadonlyArray<{ handle?: unknown }>, moduleId: string | null): MessageDescriptor | null {
  const handle = titledHandle(matches);
  if (!handle?.title) return null;
  return handle.titleMessage ?? (moduleId ? screenTitleMessageFor(moduleId, handle.title) : null);
}

/**
 * Sets the tab title of the signed-in screens from the route table, in the page's language: the
 * screen's name, then the module's name when `moduleName` is given (of module `moduleId`, whose
 * screens' titles are looked up), then 'Apps' ("Timesheets · MyTime · Apps").
 */
export function useRouteDocumentTitle(moduleName: string | null, moduleId: string | null = null): void {
  const { formatMessage } = useI18n();
  const matches = useMatches();
  const message = routeTitleMessage(matches, moduleId);
  useDocumentTitle(message ? formatMessage(message) : routeTitle(matches), moduleName);
}
