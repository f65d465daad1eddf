import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store';
import { storedSessionIsSignedIn } from './stored-session';

describe('storedSessionIsSignedIn', () => {
  afterEach(() => {
    useAuthStore.getState().logout();
    localStorage.clear();
  });

  it('reads what the auth store persists: signed in after login, signed out after logout', () => {
    expect(storedSessionIsSignedIn()).toBe(false);
    useAuthStore.getState().setAccount({ username: 'a@b.example', homeAccountId: 'h', name: 'A B' });
    expect(storedSessionIsSignedIn()).toBe(true);
    useAuthStore.getState().logout();
    expect(storedSessionIsSignedIn()).toBe(false);
  });

  it('is false for an entry that does not parse', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(storedSessionIsSignedIn()).toBe(false);
  });
});
