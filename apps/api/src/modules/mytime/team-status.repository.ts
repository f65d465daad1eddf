import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { timesheets } from '../../db/schema/mytime';
import { holdsOneOf } from '../authority/grant.scope';

/** A direct report whose timesheet for the week is not handed in ("My team"). */
export interface TeamMemberMissingTimesheet {
  userId: string;
  name: string | null;
  email: string;
  /** `Missing`: no timesheet for the week; `Draft`: created and not submitted. */
  status: 'Missing' | 'Draft';
  /** The Draft timesheet's id, null when missing. */
  timesheetId: string | null;
}

/**
 * The direct reports of `managerId` (people whose `users.manager_id` is the manager; not the whole line
 * below) who have not submitted their timesheet for the week starting `weekStartDate`:
 * no timesheet for that week, or one still in Draft. Submitted, Approved and Rejected count as handed in
 * (a rejected one was submitted and waits for the person's correction, which the rejection told them).
 * Only active people who keep timesheets count: those holding one of `keepers` (the holders of
 * `timesheets:write`, from the authority: any role on MyTime or on all modules). Ordered by name, then e-mail.
 *
 * The one query behind the managers' weekly summary (`reminder.team_timesheets_missing`) and the
 * "My team" panel; reuse it rather than writing another (other modules call it through
 * `team-status.service.ts`).
 * @param weekStartDate the Sunday that starts the week, `YYYY-MM-DD` (Sunday to Saturday).
 * @returns an empty list for an unknown manager or one without reports.
 */
export async function listTeamMissingTimesheets(
  db: DbOrTx,
  keepers: readonly SubjectAssignment[],
  managerId: string,
  weekStartDate: string,
): Promise<TeamMemberMissingTimesheet[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, timesheetId: timesheets.id })
    .from(users)
    .leftJoin(timesheets, and(eq(timesheets.employeeId, users.id), eq(timesheets.weekStartDate, weekStartDate)))
    .where(
      and(
        eq(users.managerId, managerId),
        eq(users.isActive, true),
        or(isNull(timesheets.id), eq(timesheets.status, 'Draft')),
        holdsOneOf(users.id, keepers),
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ ...row, status: row.timesheetId ? 'Draft' : 'Missing' }));
}
