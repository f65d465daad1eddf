import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar';
import { holidays, leaveRequests, mytimeProjects, timeEntries, timesheets } from '../../src/db/schema/mytime';
import type { TestApp, TestPerson } from '../helper';

// Test data for MyTime, written straight to the database (STYLE.md rule 8: factories with overrides).

/** A MyTime role set for `t.createPerson`. */
export const MYTIME = {
  employee: [{ role: 'Employee', module: 'mytime' }],
  manager: [{ role: 'Manager', module: 'mytime' }],
  mytimeAdmin: [{ role: 'Admin', module: 'mytime' }],
  globalAdmin: [{ role: 'Admin', module: 'all' }],
} as const;

let weekCounter = 0;

/** A Sunday not used before in this test run (weeks going back from 2030-01-06). */
export function freshWeek(): { weekStartDate: string; weekEndDate: string } {
  weekCounter += 1;
  return weekOf(addDays('2030-01-06', -7 * weekCounter));
}

/** A unique project code. */
export function uniqueCode(prefix = 'PRJ'): string {
  return `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Inserts a project (Active, T&M, managed by `projectManagerId`). */
export async function createProject(t: TestApp, overrides: Partial<typeof mytimeProjects.$inferInsert> & { projectManagerId: string }) {
  const [row] = await t.app.db
    .insert(mytimeProjects)
    .values({
      name: 'Test Project',
      code: uniqueCode(),
      clientName: 'Test Client',
      billingType: 'T&M',
      status: 'Active',
      startDate: '2025-01-01',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Inserts a timesheet for `employee` with `entries` (each `hours` on the week's Monday unless a date is
 * given) in `status` (default Draft; Submitted gets `submittedAt`).
 */
export async function createTimesheet(
  t: TestApp,
  options: {
    employee: TestPerson;
    projectId: string;
    status?: 'Draft' | 'Submitted' | 'Approved' | 'Rejected';
    week?: { weekStartDate: string; weekEndDate: string };
    entries?: Array<{ hours: number; isBillable?: boolean; date?: string }>;
  },
) {
  const week = options.week ?? freshWeek();
  const status = options.status ?? 'Draft';
  const [timesheet] = await t.app.db
    .insert(timesheets)
    .values({ employeeId: options.employee.id, ...week, status, submittedAt: status === 'Draft' ? null : new Date() })
    .returning();
  for (const entry of options.entries ?? [{ hours: 8 }]) {
    await t.app.db.insert(timeEntries).values({
      timesheetId: timesheet!.id,
      date: entry.date ?? addDays(week.weekStartDate, 1),
      projectId: options.projectId,
      taskDescription: 'Work',
      hours: entry.hours.toFixed(1),
      category: 'Development',
      isBillable: entry.isBillable ?? true,
    });
  }
  return timesheet!;
}

/** Inserts a leave request (Pending CasualLeave of one working day unless overridden). */
export async function createLeaveRequest(
  t: TestApp,
  overrides: Partial<typeof leaveRequests.$inferInsert> & { employeeId: string },
) {
  const [row] = await t.app.db
    .insert(leaveRequests)
    .values({
      leaveType: 'CasualLeave',
      startDate: '2030-03-04',
      endDate: '2030-03-04',
      totalDays: 1,
      reason: 'Personal',
      status: 'Pending',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The entries of a timesheet, as stored. */
export function entriesOf(t: TestApp, timesheetId: string) {
  return t.app.db.select().from(timeEntries).where(eq(timeEntries.timesheetId, timesheetId));
}

let holidayCounter = 0;

/** Inserts a holiday of a calendar of its own (a fresh office location), so no test's leave counts change. */
export async function createHoliday(t: TestApp, overrides: Partial<typeof holidays.$inferInsert> = {}) {
  holidayCounter += 1;
  const [row] = await t.app.db
    .insert(holidays)
    .values({ officeLocation: `Factory Office ${randomBytes(3).toString('hex')}`, date: addDays('2040-01-01', holidayCounter), name: 'Factory Holiday', ...overrides })
    .returning();
  return row!;
}
