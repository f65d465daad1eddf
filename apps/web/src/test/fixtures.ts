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
    ...overrides,
  };
}
