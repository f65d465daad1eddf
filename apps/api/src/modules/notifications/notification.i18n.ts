import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave.values';
import { translations, translatorFor, type Reader, type Translator } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import { leaveMessages, leaveTypeMessages } from './notification.messages';
import type { NewNotification } from './notification.repository';

const intlOf = translations({ hi, es, fr });

/** The notifications module's messages and dates for one reader. */
export function notificationTranslator(reader: Reader): Translator {
  return translatorFor(intlOf, reader);
}

/** A text written for its reader: a fixed string, or made in the reader's language and time zone. */
export type Localized = string | ((t: Translator) => string);

/** A notification to write whose title and text are made in each recipient's language (`writeNotifications`). */
export type NotificationDraft = Omit<NewNotification, 'title' | 'body'> & { title: Localized; body: Localized };

/** `text` for the reader of `t`. */
export const localized = (text: Localized, t: Translator): string => (typeof text === 'string' ? text : text(t));

/**
 * A leave request's type and dates in one phrase, with the half of a half-day request, in the reader's
 * language: in English exactly `leavePeriod` of @apps/contracts ('Casual Leave request for Nov 27, 2026 (First half)').
 */
export function leavePeriodText(
  t: Translator,
  request: { leaveType: LeaveType; startDate: string; endDate: string; halfDay?: HalfDay | null },
  noun?: 'request',
): string {
  const typeMessage = leaveTypeMessages[request.leaveType];
  const type = typeMessage ? t.message(typeMessage) : request.leaveType;
  const dates = t.dateRange(request.startDate, request.endDate);
  const period = t.message(noun ? leaveMessages.requestPeriod : leaveMessages.period, { type, dates });
  return request.halfDay ? t.message(leaveMessages.withHalf, { period, half: t.message(leaveMessages[request.halfDay]) }) : period;
}
