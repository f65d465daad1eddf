import type { Theme } from '@apps/contracts/core/user-settings.values';

/** Local storage key of the last appearance applied in this browser: `{ theme, compactMode }`. */
export const APPEARANCE_STORAGE_KEY = 'appearance';

/** What lib/theme.ts applies to <html>: a person's theme and Compact Mode. */
export interface Appearance {
  theme: Theme;
  compactMode: boolean;
}

const DEFAULT_APPEARANCE: Appearance = { theme: 'light', compactMode: false };
const DARK_QUERY = '(prefers-color-scheme: dark)';

let stopFollowingSystem: (() => void) | null = null;

/**
 * The appearance last applied in this browser (local storage), or the spec's defaults (light, not
 * compact) when none was kept or the entry does not parse. Read by the page's entry before React, so
 * the first paint already has the person's theme without an inline script.
 */
export function storedAppearance(storage: Storage = localStorage): Appearance {
  try {
    const stored = JSON.parse(storage.getItem(APPEARANCE_STORAGE_KEY) ?? 'null') as Partial<Appearance> | null;
    const theme = stored?.theme === 'dark' || stored?.theme === 'auto' ? stored.theme : 'light';
    return { theme, compactMode: stored?.compactMode === true };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

/**
 * Puts `appearance` on <html>: the class `dark` for the dark theme (for 'auto' while the system asks
 * for dark, following later changes of `prefers-color-scheme` live) and `compact` for Compact Mode,
 * and keeps it in local storage for the next load. `store: false` applies without keeping.
 */
export function applyAppearance(appearance: Appearance, { store = true }: { store?: boolean } = {}): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  if (appearance.theme === 'auto' && typeof window.matchMedia === 'function') {
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => setDark(query.matches);
    query.addEventListener('change', follow);
    stopFollowingSystem = () => query.removeEventListener('change', follow);
    follow();
  } else {
    setDark(appearance.theme === 'dark');
  }
  document.documentElement.classList.toggle('compact', appearance.compactMode);
  if (store) {
    try {
      localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
    } catch {
      // Private modes may refuse storage: the theme still applies for this page.
    }
  }
}

function setDark(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
}
