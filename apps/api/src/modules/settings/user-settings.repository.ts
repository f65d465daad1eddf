import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSettings } from '../../db/schema/settings';

export type UserSettingsRow = typeof userSettings.$inferSelect;
/** The columns a save writes (everything but the key and the time of the change). */
export type UserSettingsValues = Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>;

/** The saved settings of `userId`, or undefined when they never saved any. */
export function findByUser(db: DbOrTx, userId: string): Promise<UserSettingsRow | undefined> {
  return db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .then((rows) => rows[0]);
}

/**
 * Writes the whole settings record of `userId` in one statement (insert, or replace every column of
 * the existing row), so two saves at once leave one of them whole, never a mix.
 */
export async function upsert(db: DbOrTx, userId: string, values: UserSettingsValues): Promise<UserSettingsRow> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The notification columns of one person's saved settings. */
export type NotificationChoicesRow = Pick<
  UserSettingsRow,
  'userId' | 'emailNotifications' | 'pushNotifications' | 'weeklyDigest' | 'timeEntryReminders' | 'leaveRequestUpdates' | 'performanceReviewNotifications' | 'projectUpdates' | 'outlook'
>;

/** The saved notification choices of those of `userIds` who saved settings (one query; others have none). */
export async function listNotificationChoices(db: DbOrTx, userIds: readonly string[]): Promise<NotificationChoicesRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userSettings.userId,
      emailNotifications: userSettings.emailNotifications,
      pushNotifications: userSettings.pushNotifications,
      weeklyDigest: userSettings.weeklyDigest,
      timeEntryReminders: userSettings.timeEntryReminders,
      leaveRequestUpdates: userSettings.leaveRequestUpdates,
      performanceReviewNotifications: userSettings.performanceReviewNotifications,
      projectUpdates: userSettings.projectUpdates,
      outlook: userSettings.outlook,
    })
    .from(userSettings)
    .where(inArray(userSettings.userId, [...userIds]));
}

/** One person's chosen time zone (IANA name, checked when saved) and date format. */
export type DateChoicesRow = Pick<UserSettingsRow, 'userId' | 'timeZone' | 'dateFormat'>;

/** The chosen time zones and date formats of everyone who saved settings, ordered by person (one query). */
export function listDateChoices(db: DbOrTx): Promise<DateChoicesRow[]> {
  return db
    .select({ userId: userSettings.userId, timeZone: userSettings.timeZone, dateFormat: userSettings.dateFormat })
    .from(userSettings)
    .orderBy(userSettings.userId);
}

/** One person's language and time zone: what a text written for them needs. */
export type ReaderChoicesRow = Pick<UserSettingsRow, 'userId' | 'language' | 'timeZone'>;

/** The language and time zone of those of `userIds` who saved settings (one query; others have none). */
export async function listReaderChoices(db: DbOrTx, userIds: readonly string[]): Promise<ReaderChoicesRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userSettings.userId, language: userSettings.language, timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(inArray(userSettings.userId, [...userIds]));
}
