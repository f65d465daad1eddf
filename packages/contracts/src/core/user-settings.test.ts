import { describe, expect, it } from 'vitest';
import { UserSettingsSchema } from './user-settings';
import { DEFAULT_USER_SETTINGS, FEATURED_TIME_ZONES, isTimeZone } from './user-settings.values';

describe('isTimeZone', () => {
  it('accepts IANA zones, canonical or alias, and UTC', () => {
    for (const zone of [...FEATURED_TIME_ZONES, 'UTC', 'Etc/UTC', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses offsets, abbreviations, unknown places and padding', () => {
    for (const zone of ['+05:30', 'Mars/Base', 'Asia/Kolkata ', '', 'asia kolkata']) expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe('UserSettingsSchema', () => {
  it('accepts the defaults and reports a bad zone on timeZone', () => {
    expect(UserSettingsSchema.parse(DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
    const result = UserSettingsSchema.safeParse({ ...DEFAULT_USER_SETTINGS, timeZone: 'Nowhere/Land' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['timeZone']);
  });
});
