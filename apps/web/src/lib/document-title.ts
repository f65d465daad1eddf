import { useEffect } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** The product's name: the last part of every tab title, and the whole title of the sign-in screen. */
export const APP_TITLE = 'Apps';

/** A route's `handle` (React Router): the screen's own name for its tab title. */
export interface RouteHandle {
  title?: string;
  /** The title as a message, for a route outside the module manifests (whose titles have theirs). */
  titleMessage?: MessageDescriptor;
}

/**
 * A tab title from the most specific part to the product, joined by ' · ', skipping empty parts:
 * `documentTitle('Timesheets', 'MyTime')` is 'Timesheets · MyTime · Apps'.
 */
export function documentTitle(...parts: Array<string | null | undefined>): string {
  return [...parts.filter((part): part is string => Boolean(part)), APP_TITLE].join(' · ');
}

/** Sets the tab title to `documentTitle(...parts)` while the calling screen is shown. */
export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

