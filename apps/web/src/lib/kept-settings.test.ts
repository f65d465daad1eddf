import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings';
import { forgetSettings, keepSettings, keptSettings, SETTINGS_STORAGE_KEY } from './kept-settings';

afterEach(() => localStorage.clear());

describe('kept settings', () => {
  const saved = { ...DEFAULT_USER_SETTINGS, language: 'es' as const, timeZone: 'Europe/Madrid' };

  it('gives back what was kept for the same person only', () => {
    keepSettings('person-1', saved);
    expect(keptSettings('person-1')).toEqual(saved);
    expect(keptSettings('person-2')).toBeUndefined();
  });

  it('reads nothing from an entry that is not settings or names a time zone the browser does not know', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(keptSettings('person-1')).toBeUndefined();
    keepSettings('person-1', { ...saved, timeZone: 'Mars/Olympus_Mons' });
    expect(keptSettings('person-1')).toBeUndefined();
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ userId: 'person-1', settings: { language: 'es' } }));
    expect(keptSettings('person-1')).toBeUndefined();
  });

  it('forgets them at sign-out', () => {
    keepSettings('person-1', saved);
    forgetSettings();
    expect(keptSettings('person-1')).toBeUndefined();
  });
});
