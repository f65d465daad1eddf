import type { UserSettings } from '@apps/contracts/core/user-settings';
import { isTimeZone } from '@apps/contracts/core/user-settings.values';

/** Local storage key of the signed-in person's settings as last read: `{ userId, settings }`. */
export const SETTINGS_STORAGE_KEY = 'apps-settings';

/**
 * The settings this browser kept for person `userId` (`keepSettings`), or undefined when none were kept,
 * they are another person's, or the entry does not read as settings. A screen draws with them at once
 * while `GET /v1/me/settings` reads the saved record again (it changes only when the person saved on
 * another device since).
 */
export function keptSettings(userId: string, storage: Storage = localStorage): UserSettings | undefined {
  try {
    const kept = JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as { userId?: unknown; settings?: Partial<UserSettings> } | null;
    const settings = kept?.userId === userId ? kept.settings : undefined;
    if (!settings || typeof settings.language !== 'string' || typeof settings.dateFormat !== 'string' || typeof settings.timeZone !== 'string' || !isTimeZone(settings.timeZone)) return undefined;
    if (typeof settings.notifications !== 'object' || typeof settings.privacy !== 'object') return undefined;
    return settings as UserSettings;
  } catch {
    return undefined;
  }
}

/** Keeps person `userId`'s settings as read or saved, for this browser's next load. */
export function keepSettings(userId: string, settings: UserSettings, storage: Storage = localStorage): void {
  try {
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ userId, settings }));
  } catch {
    // Private modes may refuse storage: the next load reads the settings before it draws.
  }
}

/** Forgets the kept settings (sign-out: a shared device keeps nothing of the person). */
export function forgetSettings(storage: Storage = localStorage): void {
  try {
    storage.removeItem(SETTINGS_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
