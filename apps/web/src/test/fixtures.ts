import type { Page } from '@apps/contracts/page';
import type { TimeOffWeek } from '@apps/contracts/mytime/time-off';
import { addDays } from '@apps/contracts/mytime/calendar.values';
import type { User } from '@apps/contracts/core/user';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';

/**
 * A timesheet as the API returns it (SPEC.md section 7, MyTime): an empty Draft of the week 2020-01-05..2020-01-11
 * with 0 hours, unless `overrides` says otherwise. For web tests only.
 */
export function aTimesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  return {
    id: 't1',
    employeeId: 'e',
    employeeName: 'E',
    weekStartDate: '2020-01-05',
    weekEndDate: '2020-01-11',
    status: 'Draft',
    totalHours: 0,
    billableHours: 0,
    nonBillableHours: 0,
    entries: [],
    submittedAt: null,
    reviewedById: null,
    reviewedAt: null,
    rejectionReason: null,
    approvalComment: null,
    employeeActive: true,
    ...overrides,
  };
}

/** A person as the API returns them (`User`): an active employee without a manager, unless `overrides` says otherwise. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'person@company.example',
    azureId: null,
    name: 'Person',
    avatarUrl: null,
    isActive: true,
    managerId: null,
    jobTitle: null,
    department: null,
    officeLocation: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A leave request as the API returns it: one Approved day of Casual Leave on 2026-11-23, unless `overrides` says otherwise. */
export function aLeaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id: 'l1',
    employeeId: 'e',
    employeeName: 'E',
    employeeActive: true,
    leaveType: 'CasualLeave',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    totalDays: 1,
    halfDay: null,
    reason: 'Family',
    status: 'Approved',
    rejectionReason: null,
    reviewedById: null,
    reviewedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A week without time off as `GET /v1/mytime/timesheets/{id}/time-off` answers it. */
export function aTimeOffWeek(weekStartDate = '2026-11-22'): TimeOffWeek {
  const days = Array.from({ length: 7 }, (_, i) => ({ date: addDays(weekStartDate, i), hours: 0 }));
  return {
    timesheetId: '00000000-0000-4000-8000-000000000001',
    employeeId: '00000000-0000-4000-8000-000000000002',
    weekStartDate,
    weekEndDate: addDays(weekStartDate, 6),
    workingDayHours: 8,
    rows: [],
    days,
    totalHours: 0,
  };
}

/** One page of `items` as a list route answers it: all of them, from offset 0. For web tests only. */
export function aPage<T>(items: T[]): Page<T> {
  return { items, total: items.length, limit: Math.max(items.length, 1), offset: 0 };
}
