import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { HalfDay } from '@apps/contracts/mytime/leave.values';
import type { DbOrTx } from '../../db/client';
import { delegations, users } from '../../db/schema/core';
import { leaveRequests } from '../../db/schema/mytime';
import { userSettings } from '../../db/schema/settings';

/** An approved leave request with what Outlook needs of its person (settings null: never saved). */
export interface LeaveForOutlook {
  id: string;
  employeeId: string;
  startDate: string;
  endDate: string;
  halfDay: HalfDay | null;
  azureId: string | null;
  language: string | null;
  timeZone: string | null;
  outlook: boolean | null;
}

/** The leave request `id` with its person's Entra object id and saved language, zone and Outlook choice. */
export async function findLeaveForOutlook(db: DbOrTx, id: string): Promise<LeaveForOutlook | undefined> {
  const [row] = await db
    .select({
      id: leaveRequests.id,
      employeeId: leaveRequests.employeeId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
      azureId: users.azureId,
      language: userSettings.language,
      timeZone: userSettings.timeZone,
      outlook: userSettings.outlook,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.employeeId))
    .leftJoin(userSettings, eq(userSettings.userId, leaveRequests.employeeId))
    .where(eq(leaveRequests.id, id));
  return row;
}

/** The delegate (name, or the e-mail without one; e-mail) `managerId` set for a range covering `date`, the earliest-made first; none: undefined. */
export async function findDelegateOn(db: DbOrTx, managerId: string, date: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(and(eq(delegations.managerId, managerId), lte(delegations.startDate, date), gte(delegations.endDate, date), eq(users.isActive, true)))
    .orderBy(asc(delegations.createdAt))
    .limit(1);
  return row ? { name: row.name ?? row.email, email: row.email } : undefined;
}
