import { useMatches } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { useDocumentTitle, type RouteHandle } from '../../lib/document-title';
import { useI18n } from '../../lib/i18n/intl';
import { homeMessages, userMenuMessages } from '../messages';
import { screenTitleMessageFor } from '../module.messages';

/**
 * The screens outside the modules whose routes name themselves in English only (a core feature's
 * routes.tsx): Home and the account menu's screens, which the shell names already.
 */
const SHELL_TITLES: readonly MessageDescriptor[] = [homeMessages.title, userMenuMessages.profile, userMenuMessages.settings, userMenuMessages.userManagement];

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
 * that title, else the shell's name of that screen; null when none exists (the English title is shown).
 */
export function routeTitleMessage(matches: ReadonlyArray<{ handle?: unknown }>, moduleId: string | null): MessageDescriptor | null {
  const handle = titledHandle(matches);
  if (!handle?.title) return null;
  if (handle.titleMessage) return handle.titleMessage;
  if (moduleId) return screenTitleMessageFor(moduleId, handle.title);
  return SHELL_TITLES.find((message) => message.defaultMessage === handle.title) ?? null;
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
