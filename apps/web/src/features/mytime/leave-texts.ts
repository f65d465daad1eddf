import type { IntlShape } from 'react-intl';
import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave.values';
import { i18n } from '../../lib/i18n/intl';
import {
  halfDayMessages,
  holidayAdminMessages,
  holidayMessages as H,
  leaveMessages as L,
  leaveScreenMessages,
  leaveTypeMessages,
  teamCalendarMessages as T,
  teamMessages,
} from './leave.messages';
import { commonMessages, dashboardMessages, statusMessages, timesheetMessages } from './timesheet.messages';

/** The number a count as the screen writes it reads as ('1,250' -> 1250); '100+' reads as none and takes the plural. */
function shownCount(shown: string): number {
  return Number(shown.replaceAll(',', ''));
}

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
        pending: f(statusMessages.Pending),
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
        breakdown: f(dashboardMessages.balanceBreakdown),
        loading: f(dashboardMessages.loadingFigure),
        upcomingCaption: f(dashboardMessages.upcomingCaption),
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

/** The Leave screen's texts (my requests, the Request Leave form) in the language of `intl`. */
export function leaveScreenTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  const S = leaveScreenMessages;
  return {
    title: f(S.title),
    subtitle: (year: number) => f(S.subtitle, { year: String(year) }),
    requestLeave: f(S.requestLeave),
    fillRequired: f(commonMessages.fillRequired),
    submitted: f(S.submitted),
    cancelled: f(S.cancelled),
    empty: f(S.empty),
    cancel: f(S.cancel),
    myRequests: f(S.myRequests),
    cancelFailed: f(S.cancelFailed),
    cancelTitle: f(S.cancelTitle),
    cancelMessage: f(S.cancelMessage),
    cancelRequest: f(S.cancelRequest),
    keep: f(S.keep),
    rejectionReason: f(S.rejectionReason),
    leaveType: f(S.leaveType),
    startDate: f(S.startDate),
    endDate: f(S.endDate),
    reason: f(S.reason),
    duration: f(S.duration),
    fullDays: f(S.fullDays),
    close: f(S.close),
    submitRequest: f(S.submitRequest),
    halfDayCount: f(S.halfDayCount),
    halfDayOneDate: f(S.halfDayOneDate),
    noWorkingDays: f(S.noWorkingDays),
    /** `days` as the screen writes it ('2', '0.5'). */
    workingDays: (days: string) => f(S.workingDays, { days, count: shownCount(days) }),
    /** The count by the server's rule and how many public holidays it left out. */
    workingDaysCounted: (days: string, holidays: number) =>
      holidays > 0
        ? f(S.workingDaysWithoutHolidays, { days, count: shownCount(days), holidays })
        : f(S.workingDaysWeekdays, { days, count: shownCount(days) }),
  };
}

export type LeaveScreenTexts = ReturnType<typeof leaveScreenTexts>;

/** The admins' holiday calendars (/mytime/holidays, the add form, the import) in the language of `intl`. */
export function holidayAdminTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  const A = holidayAdminMessages;
  return {
    title: f(A.title),
    subtitle: f(A.subtitle),
    noPermission: f(A.noPermission),
    defaultCalendar: f(A.defaultCalendar),
    calendar: f(A.calendar),
    year: f(A.year),
    previousYear: f(A.previousYear),
    nextYear: f(A.nextYear),
    people: (count: number) => f(A.people, { count }),
    followsDefault: f(A.followsDefault),
    holidayCount: (count: number) => f(A.holidayCount, { count }),
    date: f(A.date),
    name: f(A.name),
    add: f(A.add),
    save: f(A.save),
    cancel: f(A.cancel),
    edit: f(A.edit),
    remove: f(A.remove),
    removeTitle: f(A.removeTitle),
    removeMessage: (name: string, date: string) => f(A.removeMessage, { name, date }),
    empty: (year: number) => f(H.myEmpty, { year: String(year) }),
    loading: f(A.loading),
    added: f(A.added),
    updated: f(A.updated),
    removed: f(A.removed),
    removeFailed: f(A.removeFailed),
    fillRequired: f(commonMessages.fillRequired),
    importTitle: f(A.importTitle),
    importHint: f(A.importHint),
    chooseFile: f(A.chooseFile),
    preview: f(A.preview),
    apply: f(A.apply),
    imported: (count: number) => f(A.imported, { count }),
    importFailed: f(A.importFailed),
  };
}

export type HolidayAdminTexts = ReturnType<typeof holidayAdminTexts>;

/** The managers' "My team" panel in the language of `intl`. */
export function myTeamTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  const M = teamMessages;
  return {
    title: f(M.title),
    teamCalendar: f(M.teamCalendar),
    pendingDecisions: f(M.pendingDecisions),
    /** The counts as the screen writes them ('3', '100+'). */
    pendingSummary: (timesheets: string, leave: string) =>
      f(M.pendingSummary, { timesheets, timesheetCount: shownCount(timesheets), leave, leaveCount: shownCount(leave) }),
    openApprovals: f(M.openApprovals),
    onLeaveThisWeek: f(M.onLeaveThisWeek),
    nobodyOnLeave: f(M.nobodyOnLeave),
    notSubmitted: f(M.notSubmitted),
    everyoneSubmitted: f(M.everyoneSubmitted),
    weekOf: (week: string) => f(timesheetMessages.weekOf, { week }),
    missing: f(M.missing),
    draft: f(M.draft),
  };
}

/** The team calendar's page, grid and legend in the language of `intl`. */
export function teamCalendarTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  return {
    title: f(T.title),
    subtitle: f(T.subtitle),
    noPermission: f(T.noPermission),
    previousMonth: f(T.previousMonth),
    nextMonth: f(T.nextMonth),
    thisMonth: f(T.thisMonth),
    approved: f(statusMessages.Approved),
    pending: f(statusMessages.Pending),
    legend: f(T.legend),
    empty: (month: string) => f(T.empty, { month }),
    loading: f(T.loading),
    entry: (name: string, type: string, status: string) => f(T.entry, { name, type, status }),
    // The limit as a plain number (no grouping), as English has always written it.
    truncated: (limit: number) => f(T.truncated, { limit: String(limit) }),
  };
}

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
