import type { UserSettings } from '@apps/contracts/core/user-settings';
import type { DbOrTx } from '../../db/client';
import { toUserSettingsValues } from './user-settings.mapper';
import * as repository from './user-settings.repository';

// What the demo seed (db/seed) may write into settings: a person's saved settings.

/** Whether `userId` has saved settings. */
export async function hasSavedSettings(db: DbOrTx, userId: string): Promise<boolean> {
  return (await repository.findByUser(db, userId)) !== undefined;
}

/** Stores `settings` as `userId`'s saved settings, as if they had saved them (not audited: nobody acted). */
export async function seedUserSettings(db: DbOrTx, userId: string, settings: UserSettings): Promise<void> {
  await repository.upsert(db, userId, toUserSettingsValues(settings));
}
