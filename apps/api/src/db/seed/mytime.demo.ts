import { count } from 'drizzle-orm';
import { addDays, weekOf, yearOf } from '@apps/contracts/mytime/calendar';
import type { HalfDay, LeaveStatus, LeaveType } from '@apps/contracts/mytime/leave';
import type { TimeEntryCategory, TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import { organisationToday } from '../../lib/organisation-calendar';
import { leaveDaysFor, yearlyAllocations } from '../../modules/mytime/mytime.seed';
import type { Db, Tx } from '../client';
import { leaveBalances, leaveRequests, mytimeProjects, timeEntries, timesheets } from '../schema/mytime';
import type { DemoDirectory, DemoSeeder } from './demo';
import { demoManagerOf } from './demo-people';

// MyTime demo data (dev mode): projects, six weeks of timesheets in every status, leave balances and
// requests, so every screen has something to show on first start. Arjun Reddy gets no timesheet for
// the current or the previous week: the e2e tests create his current week themselves.

const PROJECTS = [
  { key: 'atlas', name: 'Atlas Customer Portal', code: 'ATL-001', clientName: 'Orion Bank', billingType: 'T&M', status: 'Active', manager: 'rohan.iyer@example.com' },
  { key: 'nimbus', name: 'Nimbus Mobile App', code: 'NMB-002', clientName: 'Skyline Retail', billingType: 'Fixed', status: 'Active', manager: 'rohan.iyer@example.com' },
  { key: 'internal', name: 'Internal Tooling', code: 'INT-001', clientName: 'Company', billingType: 'Non-billable', status: 'Active', manager: 'aarav.mehta@example.com' },
  { key: 'helios', name: 'Helios Data Platform', code: 'HEL-003', clientName: 'Helios Energy', billingType: 'T&M', status: 'On-hold', manager: 'neha.kapoor@example.com' },
  { key: 'legacy', name: 'Legacy Billing Migration', code: 'LEG-004', clientName: 'Acme Corp', billingType: 'Fixed', status: 'Completed', manager: 'neha.kapoor@example.com' },
] as const;

type ProjectKey = (typeof PROJECTS)[number]['key'];

/** Who books time on what: main project, task, category. */
const WORKERS: Array<{ email: string; project: ProjectKey; task: string; category: TimeEntryCategory }> = [
  { email: 'arjun.reddy@example.com', project: 'atlas', task: 'Payments API and reviews', category: 'Development' },
  { email: 'meera.joshi@example.com', project: 'nimbus', task: 'Checkout screens design', category: 'Research' },
  { email: 'ishita.verma@example.com', project: 'atlas', task: 'Regression test suite', category: 'Testing' },
  { email: 'vikram.singh@example.com', project: 'nimbus', task: 'Requirements and backlog grooming', category: 'Planning' },
  { email: 'kavya.nair@example.com', project: 'internal', task: 'Hiring pipeline tooling', category: 'Support' },
  { email: 'rohan.iyer@example.com', project: 'atlas', task: 'Delivery planning with the client', category: 'Planning' },
  { email: 'neha.kapoor@example.com', project: 'nimbus', task: 'Architecture reviews', category: 'CodeReview' },
  { email: 'karan.malhotra@example.com', project: 'atlas', task: 'Checkout front end', category: 'Development' },
];

/**
 * The demo's missing week: a week before last without a timesheet for Vikram, while his later weeks are
 * filled, so the timesheet screen's week navigation and the reminder that links to that week
 * (notifications.demo.ts) have something to show.
 */
export const DEMO_MISSING_WEEK = { email: 'vikram.singh@example.com', weeksAgo: 2 } as const;

/** Status of each person's timesheet `weeksAgo` weeks back (1 to 6); absent means none. */
function statusFor(email: string, weeksAgo: number): TimesheetStatus | null {
  if (email === DEMO_MISSING_WEEK.email && weeksAgo === DEMO_MISSING_WEEK.weeksAgo) return null;
  if (email === 'arjun.reddy@example.com') return weeksAgo >= 2 ? 'Approved' : null;
  if (weeksAgo >= 3) return 'Approved';
  if (weeksAgo === 2) return email === 'kavya.nair@example.com' ? 'Rejected' : 'Approved';
  return ['meera.joshi@example.com', 'ishita.verma@example.com', 'vikram.singh@example.com', 'neha.kapoor@example.com', 'karan.malhotra@example.com'].includes(email)
    ? 'Submitted'
    : 'Draft';
}

/** The n-th (1-based) `weekday` (0 Sunday) of a month of `year`. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const shift = (weekday - new Date(`${first}T00:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(first, shift + 7 * (n - 1));
}

async function seedTimesheets(tx: Tx, people: DemoDirectory, projectIds: Record<ProjectKey, string>, today: string): Promise<void> {
  const thisWeek = weekOf(today).weekStartDate;
  for (const worker of WORKERS) {
    const employeeId = people.get(worker.email);
    if (!employeeId) continue;
    for (let weeksAgo = 0; weeksAgo <= 6; weeksAgo += 1) {
      // Karan left before this week: no current timesheet.
      const status = weeksAgo === 0 ? (['arjun.reddy@example.com', 'karan.malhotra@example.com'].includes(worker.email) ? null : 'Draft') : statusFor(worker.email, weeksAgo);
      if (!status) continue;
      const weekStartDate = addDays(thisWeek, -7 * weeksAgo);
      const reviewer = people.get(demoManagerOf(worker.email) ?? '');
      const submittedAt = new Date(`${addDays(weekStartDate, 5)}T12:00:00Z`);
      const [sheet] = await tx
        .insert(timesheets)
        .values({
          employeeId,
          weekStartDate,
          weekEndDate: addDays(weekStartDate, 6),
          status,
          submittedAt: status === 'Draft' ? null : submittedAt,
          reviewedById: status === 'Approved' || status === 'Rejected' ? (reviewer ?? null) : null,
          reviewedAt: status === 'Approved' || status === 'Rejected' ? new Date(submittedAt.getTime() + 86_400_000) : null,
          rejectionReason: status === 'Rejected' ? 'Thursday is missing the hours of the client workshop; please add them and resubmit.' : null,
        })
        .returning();
      const days = weeksAgo === 0 ? 2 : 5;
      const entries = Array.from({ length: days }, (_, i) => addDays(weekStartDate, i + 1)).flatMap((date, i) => [
        { date, projectId: projectIds[worker.project], taskDescription: worker.task, hours: i === 4 ? '5.5' : '6.5', category: worker.category, isBillable: worker.project !== 'internal' },
        { date, projectId: projectIds.internal, taskDescription: i % 2 === 0 ? 'Team stand-up and planning' : 'Knowledge sharing session', hours: '1.5', category: 'Meeting' as const, isBillable: false },
      ]);
      // Explicit creation times keep the entries in the order written (one transaction has one now()).
      await tx.insert(timeEntries).values(entries.map((entry, i) => ({ ...entry, timesheetId: sheet!.id, createdAt: new Date(submittedAt.getTime() + i * 1000) })));
    }
  }
}

interface DemoLeave {
  email: string;
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  status: LeaveStatus;
  reason: string;
  rejectionReason?: string;
  halfDay?: HalfDay;
}

function demoLeaves(today: string): DemoLeave[] {
  const year = yearOf(today);
  const nextWeek = weekOf(addDays(today, 7)).weekStartDate;
  const thisWeek = weekOf(today).weekStartDate;
  return [
    { email: 'arjun.reddy@example.com', leaveType: 'CasualLeave', startDate: nthWeekday(year, 2, 1, 1), endDate: addDays(nthWeekday(year, 2, 1, 1), 1), status: 'Approved', reason: 'Family function' },
    {
      email: 'arjun.reddy@example.com', leaveType: 'EarnedLeave', startDate: nthWeekday(year, 3, 1, 3), endDate: addDays(nthWeekday(year, 3, 1, 3), 2), status: 'Rejected', reason: 'Short trip',
      rejectionReason: 'Release week for Atlas; please pick another week.',
    },
    { email: 'meera.joshi@example.com', leaveType: 'SickLeave', startDate: nthWeekday(year, 4, 3, 2), endDate: nthWeekday(year, 4, 3, 2), status: 'Approved', reason: 'Fever' },
    { email: 'meera.joshi@example.com', leaveType: 'CasualLeave', startDate: addDays(nextWeek, 8), endDate: addDays(nextWeek, 9), status: 'Pending', reason: 'Moving house' },
    { email: 'ishita.verma@example.com', leaveType: 'EarnedLeave', startDate: nthWeekday(year, 5, 1, 2), endDate: addDays(nthWeekday(year, 5, 1, 2), 4), status: 'Approved', reason: 'Vacation' },
    { email: 'ishita.verma@example.com', leaveType: 'WorkFromHome', startDate: addDays(nextWeek, 5), endDate: addDays(nextWeek, 5), status: 'Pending', reason: 'Internet installation at home' },
    { email: 'vikram.singh@example.com', leaveType: 'CasualLeave', startDate: nthWeekday(year, 1, 1, 3), endDate: nthWeekday(year, 1, 1, 3), status: 'Cancelled', reason: 'Personal errand' },
    { email: 'vikram.singh@example.com', leaveType: 'EarnedLeave', startDate: addDays(nextWeek, 15), endDate: addDays(nextWeek, 16), status: 'Pending', reason: 'Sister\'s wedding' },
    // This week's time off: Ishita's approved day on Thursday and Meera's afternoon on Wednesday.
    { email: 'ishita.verma@example.com', leaveType: 'CasualLeave', startDate: addDays(thisWeek, 4), endDate: addDays(thisWeek, 4), status: 'Approved', reason: 'Parent-teacher meeting' },
    { email: 'meera.joshi@example.com', leaveType: 'SickLeave', startDate: addDays(thisWeek, 3), endDate: addDays(thisWeek, 3), status: 'Approved', reason: 'Dentist', halfDay: 'SecondHalf' },
    { email: 'kavya.nair@example.com', leaveType: 'CasualLeave', startDate: nthWeekday(year, 8, 5, 1), endDate: nthWeekday(year, 8, 5, 1), status: 'Approved', reason: 'Festival' },
    { email: 'neha.kapoor@example.com', leaveType: 'CasualLeave', startDate: addDays(nextWeek, 11), endDate: addDays(nextWeek, 12), status: 'Pending', reason: 'Conference travel' },
    // A pending half day for Neha's approvals: the morning of the Tuesday Meera is away moving house.
    { email: 'arjun.reddy@example.com', leaveType: 'CasualLeave', startDate: addDays(nextWeek, 9), endDate: addDays(nextWeek, 9), status: 'Pending', reason: 'Bank appointment', halfDay: 'FirstHalf' },
  ];
}

async function seedLeave(tx: Tx, people: DemoDirectory, today: string): Promise<void> {
  const year = yearOf(today);
  const used = new Map<string, number>();
  for (const leave of demoLeaves(today)) {
    const employeeId = people.get(leave.email);
    if (!employeeId) continue;
    const totalDays = await leaveDaysFor(tx, employeeId, leave);
    if (totalDays === 0) continue;
    const decided = leave.status === 'Approved' || leave.status === 'Rejected';
    await tx.insert(leaveRequests).values({
      employeeId,
      leaveType: leave.leaveType,
      startDate: leave.startDate,
      endDate: leave.endDate,
      totalDays,
      halfDay: leave.halfDay ?? null,
      reason: leave.reason,
      status: leave.status,
      rejectionReason: leave.rejectionReason ?? null,
      reviewedById: decided ? (people.get(demoManagerOf(leave.email) ?? '') ?? null) : null,
      reviewedAt: decided ? new Date() : null,
    });
    if (leave.status === 'Approved' && yearOf(leave.startDate) === year) {
      const key = `${employeeId}:${leave.leaveType}`;
      used.set(key, (used.get(key) ?? 0) + totalDays);
    }
  }
  const balances = [...people.values()].flatMap((employeeId) =>
    yearlyAllocations().map(([leaveType, allocated]) => ({ employeeId, leaveType, year, allocated, used: used.get(`${employeeId}:${leaveType}`) ?? 0 })),
  );
  await tx.insert(leaveBalances).values(balances).onConflictDoNothing();
}

/** Seeds MyTime once: returns at once when projects exist. */
export const seedMytimeDemo: DemoSeeder = async (db: Db, people: DemoDirectory) => {
  const [existing] = await db.select({ n: count() }).from(mytimeProjects);
  if ((existing?.n ?? 0) > 0) return;
  // The organisation's today, not UTC's: the screens show each person's week in their zone (the
  // organisation's by default), and in India a UTC Saturday evening is already the next week.
  const today = organisationToday();
  await db.transaction(async (tx) => {
    const projectIds = {} as Record<ProjectKey, string>;
    for (const project of PROJECTS) {
      const projectManagerId = people.get(project.manager);
      if (!projectManagerId) return;
      const [row] = await tx
        .insert(mytimeProjects)
        .values({
          name: project.name,
          code: project.code,
          clientName: project.clientName,
          billingType: project.billingType,
          status: project.status,
          startDate: `${yearOf(today) - 1}-04-01`,
          endDate: project.status === 'Completed' ? `${yearOf(today)}-03-31` : null,
          projectManagerId,
        })
        .returning();
      projectIds[project.key] = row!.id;
    }
    await seedTimesheets(tx, people, projectIds, today);
    await seedLeave(tx, people, today);
  });
};
