/** Local storage key of the persisted auth state (written by `useAuthStore`, auth-store.ts). */
export const AUTH_STORAGE_KEY = 'auth-storage';

/**
 * Whether `storage` holds a signed-in session: the persisted auth state (`{ state: { isAuthenticated } }`,
 * zustand's persist format) says so. Read without the store, so the page's entry can decide what to
 * download before the store's code has arrived. False when the entry is absent or does not parse.
 */
export function storedSessionIsSignedIn(storage: Storage = localStorage): boolean {
  try {
    const stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { state?: { isAuthenticated?: unknown } } | null;
    return stored?.state?.isAuthenticated === true;
  } catch {
    return false;
  }
}
