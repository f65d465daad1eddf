import type { IntlShape } from 'react-intl';
import { MYTIME_NAV_TEXTS } from '@apps/contracts/modules/mytime.module';
import { i18n, intlFor } from '../../lib/i18n/intl';
import { approvalsScreenTexts } from './approval-texts';
import { englishOf, inEnglish } from '../../lib/i18n/english';
import { holidayAdminTexts, leaveScreenTexts, myTeamTexts, teamCalendarTexts } from './leave-texts';
import { categoryMessages, commonMessages, dashboardMessages, projectMessages, timeOffMessages, timesheetMessages, weekGridMessages } from './timesheet.messages';

const english = intlFor('en');

/**
 * MyTime UI texts in English, verbatim where the spec gives them (tests import them), made from
 * `timesheet.messages.ts` and `leave.messages.ts`, which the screens format in the person's language;
 * texts the spec leaves open are marked "ours".
 */
export const MYTIME_TEXTS = {
  unknown: inEnglish(commonMessages.unknown),
  nav: MYTIME_NAV_TEXTS,
  dashboard: {
    ...englishOf(dashboardMessages),
    outOf: (target: string) => inEnglish(dashboardMessages.outOf, { target }),
    welcomeBack: (name: string) => inEnglish(dashboardMessages.welcomeBack, { name }),
    used: (days: string) => inEnglish(dashboardMessages.used, { days }),
    available: (leaveType: string) => inEnglish(dashboardMessages.available, { leaveType }),
  },
  timesheet: {
    ...englishOf(timesheetMessages),
    weekOf: (week: string) => inEnglish(timesheetMessages.weekOf, { week }),
    submittedAt: (when: string) => inEnglish(timesheetMessages.submittedAt, { when }),
  },
  // ours: the week grid
  grid: {
    ...englishOf(weekGridMessages),
    overDay: (max: number) => inEnglish(weekGridMessages.overDay, { max }),
    overDayHint: (max: number) => inEnglish(weekGridMessages.overDayHint, { max }),
    cellLabel: (row: string, day: string) => inEnglish(weekGridMessages.cellLabel, { row, day }),
    unsaved: (n: number) => inEnglish(weekGridMessages.unsaved, { count: n }),
    copied: (n: number) => inEnglish(weekGridMessages.copied, { count: n }),
    dayTotalValue: (hours: string) => inEnglish(weekGridMessages.dayTotalValue, { hours }),
    rowLabel: (project: string, task: string, category: string, billable: string) => inEnglish(weekGridMessages.rowLabel, { project, task, category, billable }),
  },
  leave: leaveScreenTexts(english),
  // ours: the week's holidays and approved leave
  timeOff: {
    ...englishOf(timeOffMessages),
    note: (hours: string) => inEnglish(timeOffMessages.note, { hours }),
    firstHalf: (label: string) => inEnglish(timeOffMessages.firstHalf, { label }),
    secondHalf: (label: string) => inEnglish(timeOffMessages.secondHalf, { label }),
  },
  // ours: the admins' holiday calendars
  holidays: holidayAdminTexts(english),
  projects: {
    ...englishOf(projectMessages),
    managerOf: (name: string) => inEnglish(projectMessages.managerOf, { name }),
    assignEmployeeTo: (name: string) => inEnglish(projectMessages.assignEmployeeTo, { name }),
    editTitle: (name: string) => inEnglish(projectMessages.editTitle, { name }),
    assignEmployeeTitle: (project: string) => inEnglish(projectMessages.assignEmployeeTitle, { project }),
    assigned: (employee: string, role: string) => inEnglish(projectMessages.assigned, { employee, role }),
  },
  approvals: approvalsScreenTexts(english),
  // ours: the managers' panel on the MyTime dashboard
  myTeam: myTeamTexts(english),
  // ours: the managers' month view of their team's leave
  teamCalendar: teamCalendarTexts(english),
} as const;

/** Employee assignment roles of the project management dialog (local demo only; `assignmentRoleMessages` labels them). */
export const ASSIGNMENT_ROLES = ['Developer', 'Tester', 'Designer', 'Tech Lead', 'Architect'] as const;

/** A time entry category as people read it, in the language of `intl` (the page's by default); the value stays the category. */
export function categoryLabel(category: string, intl: IntlShape = i18n()): string {
  const message = categoryMessages[category as keyof typeof categoryMessages];
  return message ? intl.formatMessage(message) : category;
}
