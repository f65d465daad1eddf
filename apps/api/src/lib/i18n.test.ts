import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from '@apps/contracts/date-format';
import { formatDateIn, formatDateRangeIn, languageOf } from './i18n';

describe('dates in a language', () => {
  it('keeps English exactly as the contracts format it', () => {
    expect(formatDateIn('en', '2026-11-23')).toBe(formatDate('2026-11-23'));
    expect(formatDateRangeIn('en', '2026-11-22', '2026-11-28')).toBe(formatDateRange('2026-11-22', '2026-11-28'));
  });

  it('names months in the language and reads a timestamp in the person’s time zone', () => {
    expect(formatDateIn('es', '2026-11-23')).toBe('23 nov 2026');
    expect(formatDateIn('fr', '2026-11-23')).toBe('23 nov. 2026');
    // 20:00 UTC on the 23rd is already the 24th in Kolkata.
    expect(formatDateIn('es', '2026-11-23T20:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('24 nov 2026');
    expect(formatDateIn('es', '2026-11-23T20:00:00Z', { timeZone: 'America/New_York' })).toBe('23 nov 2026');
  });

  it('keeps a chosen numeric pattern in every language', () => {
    expect(formatDateIn('fr', '2026-11-23', { dateFormat: 'DD/MM/YYYY' })).toBe('23/11/2026');
  });

  it('answers English for a value that is not a language of the app', () => {
    expect(languageOf('es')).toBe('es');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});
