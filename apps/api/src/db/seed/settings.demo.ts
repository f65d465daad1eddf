import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { hasSavedSettings, seedUserSettings } from '../../modules/settings/user-settings.seed';
import type { Db } from '../client';
import type { DemoSeeder } from './demo';

/** Demo people who saved settings other than the defaults: one reads in Hindi, one in Spanish with the dark theme. */
const DEMO_SETTINGS: ReadonlyArray<{ email: string; settings: UserSettings }> = [
  { email: 'ishita.verma@example.com', settings: { ...DEFAULT_USER_SETTINGS, language: 'hi' } },
  { email: 'vikram.singh@example.com', settings: { ...DEFAULT_USER_SETTINGS, language: 'es', theme: 'dark' } },
];

/**
 * Saved settings demo data (dev mode): each person of `DEMO_SETTINGS` who has none saved gets theirs;
 * settings a person saved since are kept.
 */
export const seedSettingsDemo: DemoSeeder = async (db: Db, people) => {
  for (const { email, settings } of DEMO_SETTINGS) {
    const userId = people.get(email);
    if (userId && !(await hasSavedSettings(db, userId))) await seedUserSettings(db, userId, settings);
  }
};
