import { DEFAULT_USER_SETTINGS, isTimeZone, type DateFormatChoice, type Language, type NotificationChoices } from '@apps/contracts/core/user-settings.values';
import { calendarDateOf } from '@apps/contracts/date-format';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { toNotificationChoices, toUserSettingsDto, toUserSettingsValues } from './user-settings.mapper';
import * as repository from './user-settings.repository';

/** The caller's settings (`GET /v1/me/settings`); the defaults when they never saved any. */
export async function getMySettings(db: DbOrTx, caller: Caller): Promise<UserSettings> {
  return toUserSettingsDto(await repository.findByUser(db, caller.user.id));
}

/**
 * Replaces the caller's whole settings record (`PUT /v1/me/settings`) in one upsert, audited as
 * `user_settings.changed` with the record before (the defaults when none was saved) and after, in
 * the same transaction. Only the caller's own record: the route takes no person id.
 * @returns the saved settings.
 */
export async function saveMySettings(db: Db, caller: Caller, settings: UserSettings): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const before = toUserSettingsDto(await repository.findByUser(tx, caller.user.id));
    const after = toUserSettingsDto(await repository.upsert(tx, caller.user.id, toUserSettingsValues(settings)));
    await writeAudit(tx, { actorId: caller.user.id, action: 'user_settings.changed', entity: 'user_settings', entityId: caller.user.id, before, after });
    return after;
  });
}

/**
 * The notification choices of each of `userIds` (one query): their saved ones, or the defaults for
 * people who never saved settings.
 */
export async function notificationChoicesOf(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, NotificationChoices>> {
  const saved = new Map((await repository.listNotificationChoices(db, [...new Set(userIds)])).map((row) => [row.userId, toNotificationChoices(row)]));
  return new Map(userIds.map((id) => [id, saved.get(id) ?? DEFAULT_USER_SETTINGS.notifications]));
}

/** The language a person reads and their time zone (none: the organisation's). */
export interface ReaderChoices {
  language: Language;
  timeZone?: string;
}

/**
 * The language and time zone of each of `userIds` (one query), for texts written to them
 * (notifications, e-mails): their saved ones, or English and no zone for people who never saved settings.
 */
export async function readerChoicesOf(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, ReaderChoices>> {
  const saved = new Map((await repository.listReaderChoices(db, [...new Set(userIds)])).map((row) => [row.userId, row]));
  return new Map(
    userIds.map((id) => {
      const row = saved.get(id);
      return [id, row ? { language: row.language, ...(isTimeZone(row.timeZone) ? { timeZone: row.timeZone } : {}) } : { language: DEFAULT_USER_SETTINGS.language }];
    }),
  );
}

/** The language and time zone of one person (`readerChoicesOf`): the texts answered to them. */
export async function readerChoicesOfOne(db: DbOrTx, userId: string): Promise<ReaderChoices> {
  return (await readerChoicesOf(db, [userId])).get(userId) ?? { language: DEFAULT_USER_SETTINGS.language };
}

/** The language `userId` saved in Settings, or null when they never saved settings (one query). */
export async function savedLanguageOf(db: DbOrTx, userId: string): Promise<Language | null> {
  return (await repository.listReaderChoices(db, [userId]))[0]?.language ?? null;
}

/** A person's time zone (IANA) and Date Format choice. */
export interface DateChoices {
  timeZone: string;
  dateFormat: DateFormatChoice;
}

/**
 * The time zone and date format each person chose, for those who saved settings; people missing from
 * the map never chose and follow the organisation's zone and the default format.
 */
export async function chosenDateChoices(db: DbOrTx): Promise<Map<string, DateChoices>> {
  return new Map((await repository.listDateChoices(db)).map((row) => [row.userId, { timeZone: row.timeZone, dateFormat: row.dateFormat }]));
}

/**
 * Today's calendar date `YYYY-MM-DD` for `userId` at `now`: in the time zone they chose in Settings,
 * else in `fallbackTimeZone` (the organisation's `ORG_TIME_ZONE`).
 */
export async function todayOf(db: DbOrTx, userId: string, fallbackTimeZone: string, now: Date = new Date()): Promise<string> {
  const chosen = (await repository.findByUser(db, userId))?.timeZone;
  return calendarDateOf(now, { timeZone: chosen && isTimeZone(chosen) ? chosen : fallbackTimeZone });
}
