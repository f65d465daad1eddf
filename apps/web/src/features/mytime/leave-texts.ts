import type { IntlShape } from 'react-intl';
import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave.values';
import { i18n } from '../../lib/i18n/intl';
import { halfDayMessages, holidayMessages as H, leaveMessages as L, leaveTypeMessages, teamCalendarMessages as T } from './leave.messages';

/** A leave type as people read it in the language of `intl` ('Casual Leave'); the value sent to the API stays. */
export function leaveTypeLabel(intl: IntlShape, type: LeaveType): string {
  const message = leaveTypeMessages[type] as (typeof leaveTypeMessages)[LeaveType] | undefined;
  return message ? intl.formatMessage(message) : type;
}

/** 'First half' or 'Second half' for a half-day request, null for whole days. */
export function halfDayText(intl: IntlShape, halfDay: HalfDay | null | undefined): string | null {
  return halfDay ? intl.formatMessage(halfDayMessages[halfDay]) : null;
}

/** Days in half-day steps with the word in its plural form: '1 day', '0.5 days', '3 days'. */
export function leaveDaysText(intl: IntlShape, days: number): string {
  return intl.formatMessage(L.days, { days });
}

/** The request's length: 'Second half · 0.5 days' for a half day, '3 days' else. */
export function leaveLengthText(intl: IntlShape, request: { halfDay?: HalfDay | null; totalDays: number }): string {
  const half = halfDayText(intl, request.halfDay);
  const days = leaveDaysText(intl, request.totalDays);
  return half ? `${half} · ${days}` : days;
}

/**
 * Texts of the leave context (ours, not SPEC.md's) in the language of `intl`: the approval context beside
 * Approve and Reject, "My holidays" on the Leave screen, holidays on the team calendar, the dashboard's
 * balance breakdown and the holiday import's confirmation. A part is formatted when it is read.
 */
export function leaveContextTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  return {
    get approval() {
      return {
        region: (name: string) => f(L.approvalRegion, { name }),
        loading: f(L.approvalLoading),
        failed: f(L.approvalFailed),
        balance: (type: string, available: number, allocated: number) =>
          f(L.approvalBalance, { type, available: leaveDaysText(intl, available), allocated }),
        afterApproval: (days: number) => f(L.approvalAfter, { days: leaveDaysText(intl, days) }),
        notEnough: f(L.approvalNotEnough),
        noBalance: f(L.approvalNoBalance),
        awayTitle: f(L.approvalAwayTitle),
        nobodyAway: f(L.approvalNobodyAway),
        holiday: (name: string) => f(L.approvalHoliday, { name }),
        pending: f(L.approvalPending),
      };
    },
    get myHolidays() {
      return {
        title: f(H.myTitle),
        subtitle: (year: number, office: string | null, ownCalendar: boolean) =>
          ownCalendar && office
            ? f(H.myOwnOffice, { office, year: String(year) })
            : office
              ? f(H.myOfficeDefault, { office, year: String(year) })
              : f(H.myDefault, { year: String(year) }),
        empty: (year: number) => f(H.myEmpty, { year: String(year) }),
        upcoming: f(H.myUpcoming),
        past: f(H.myPast),
      };
    },
    get teamCalendar() {
      return {
        holiday: f(T.holiday),
        holidayEntry: (name: string, people: string) => f(T.holidayEntry, { name, people }),
        peopleCount: (count: number) => f(T.peopleCount, { count }),
        awayCount: (leave: number, holidays: number) => {
          const onLeave = leave > 0 ? f(T.onLeave, { count: leave }) : '';
          const onHoliday = holidays > 0 ? f(T.onHoliday, { count: holidays }) : '';
          return onLeave && onHoliday ? f(T.both, { leave: onLeave, holidays: onHoliday }) : onLeave || onHoliday;
        },
      };
    },
    get dashboard() {
      return {
        breakdown: f(L.dashboardBreakdown),
        loading: f(L.dashboardLoading),
        upcomingCaption: f(L.dashboardUpcomingCaption),
      };
    },
    get holidayImport() {
      return {
        previewFirst: f(H.importPreviewFirst),
        added: f(H.importAdded),
        changed: f(H.importChanged),
        removed: f(H.importRemoved),
        noChanges: f(H.importNoChanges),
        summary: (added: number, changed: number, removed: number) => f(H.importSummary, { added, changed, removed }),
        confirmTitle: f(H.importConfirmTitle),
        confirmMessage: (calendar: string, year: number, added: number, changed: number, removed: number) =>
          f(H.importConfirmMessage, { calendar, year: String(year), added, changed, removed }),
        confirm: f(H.importConfirm),
        cancel: f(H.importCancel),
        renamed: (before: string, after: string) => f(H.importRenamed, { before, after }),
      };
    },
  };
}

export type LeaveContextTexts = ReturnType<typeof leaveContextTexts>;

/**
 * `leaveContextTexts` in the page's language at the time a part is read (code outside React and tests
 * read it; components use `leaveContextTexts(useI18n())`).
 */
export const LEAVE_CONTEXT_TEXTS: LeaveContextTexts = {
  get approval() {
    return leaveContextTexts(i18n()).approval;
  },
  get myHolidays() {
    return leaveContextTexts(i18n()).myHolidays;
  },
  get teamCalendar() {
    return leaveContextTexts(i18n()).teamCalendar;
  },
  get dashboard() {
    return leaveContextTexts(i18n()).dashboard;
  },
  get holidayImport() {
    return leaveContextTexts(i18n()).holidayImport;
  },
};
