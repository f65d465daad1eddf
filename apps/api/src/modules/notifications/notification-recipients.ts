import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { can, type Subject } from '@apps/contracts/core/policy';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { delegations, roles, userRoles, users } from '../../db/schema/core';
import { lineRecordOf, today } from '../users/reporting-line.service';

/** What waits for a decision: a timesheet or a leave request of `ownerId`. */
export interface ApprovalItem {
  resource: 'timesheets' | 'leaves';
  ownerId: string;
}

/**
 * The people told that `item` waits for their decision (issue 17, "Timesheet submitted -> the people
 * who may approve it"; issue 15, decision 0055). The one place that chooses them, following the
 * reporting line read now: the nearest active person above the owner whose roles grant
 * `<resource>:approve` under the contracts' policy (`can`, ROLE_GRANTS), plus the active people that
 * manager named delegate for today. When nobody above the owner may decide (no manager, or no one in
 * the line holds the role), every active Admin on 'all' is told instead. Never the owner.
 * @returns user ids, without duplicates.
 */
export async function approversOf(db: DbOrTx, item: ApprovalItem): Promise<string[]> {
  const chain = (await lineRecordOf(db, item.ownerId)).managerChain;
  const subjects = await activeSubjects(db, chain);
  const nearest = chain.map((id) => subjects.get(id)).find((subject) => subject && can(subject, 'approve', item.resource));
  if (nearest) {
    const delegates = await db
      .select({ id: delegations.delegateId })
      .from(delegations)
      .innerJoin(users, eq(users.id, delegations.delegateId))
      .where(
        and(
          eq(delegations.managerId, nearest.id),
          eq(users.isActive, true),
          ne(delegations.delegateId, item.ownerId),
          sql`${today()}::date between ${delegations.startDate} and ${delegations.endDate}`,
        ),
      );
    return [...new Set([nearest.id, ...delegates.map((row) => row.id)])];
  }
  const admins = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isActive, true), eq(roles.name, 'Admin'), eq(userRoles.module, 'all'), ne(userRoles.userId, item.ownerId)));
  return [...new Set(admins.map((row) => row.userId))];
}

/** The active people among `ids` with their role assignments, by id. */
async function activeSubjects(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Subject>> {
  const byUser = new Map<string, Subject>();
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, role: roles.name, moduleId: userRoles.module })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isActive, true), inArray(userRoles.userId, [...ids])));
  for (const row of rows) {
    const subject = byUser.get(row.userId) ?? { id: row.userId, assignments: [] };
    byUser.set(row.userId, { ...subject, assignments: [...subject.assignments, { role: row.role, moduleId: row.moduleId as RoleModule }] });
  }
  return byUser;
}
