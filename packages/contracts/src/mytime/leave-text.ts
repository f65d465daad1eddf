import { formatDateRange } from '../date-format';
import { HALF_DAY_LABELS, LEAVE_TYPE_LABELS, type HalfDay, type LeaveType } from './leave.values';

/**
 * How a leave request reads wherever it appears (the person's list, approvals, the team calendar,
 * notifications and their e-mails), so a half-day request never loses its half: one rule for the
 * screens and the server. Plain code, no zod; English of the app (`en-US`).
 */

// Made on first use: the first Intl object of a page costs tens of milliseconds while ICU data loads,
// which must not land in the evaluation of a screen's module.
let dayRules: Intl.PluralRules | undefined;

/** Days with at most one decimal and the word in its plural form: 1 -> '1 day', 0.5 -> '0.5 days', 3 -> '3 days'. */
export function formatLeaveDays(days: number): string {
  const text = Number.isInteger(days) ? String(days) : days.toFixed(1).replace(/\.0$/, '');
  dayRules ??= new Intl.PluralRules('en-US');
  return `${text} ${dayRules.select(days) === 'one' ? 'day' : 'days'}`;
}

/** 'First half' or 'Second half' for a half-day request, null for whole days. */
export function halfDayLabel(halfDay: HalfDay | null | undefined): string | null {
  return halfDay ? HALF_DAY_LABELS[halfDay] : null;
}

/**
 * The request's length as people read it: 'Second half · 0.5 days' for a half day, '3 days' else.
 * `totalDays` in days (half-day steps).
 */
export function leaveLength(request: { halfDay?: HalfDay | null; totalDays: number }): string {
  const half = halfDayLabel(request.halfDay);
  return half ? `${half} · ${formatLeaveDays(request.totalDays)}` : formatLeaveDays(request.totalDays);
}

/**
 * The request's type and dates in one phrase, with the half for a half-day request:
 * 'Casual Leave for Nov 27, 2026 (First half)' or, with `noun` 'request', 'Sick Leave request for
 * Nov 23 – Nov 25, 2026' (dates through `formatDateRange`). Used in notifications and their e-mails.
 */
export function leavePeriod(request: { leaveType: LeaveType; startDate: string; endDate: string; halfDay?: HalfDay | null }, noun?: string): string {
  const half = halfDayLabel(request.halfDay);
  const type = LEAVE_TYPE_LABELS[request.leaveType] ?? request.leaveType;
  return `${type}${noun ? ` ${noun}` : ''} for ${formatDateRange(request.startDate, request.endDate)}${half ? ` (${half})` : ''}`;
}
