import { and, eq, ne } from 'drizzle-orm';
import { can, type Subject } from '@apps/contracts/core/policy';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/core';

/** What waits for a decision: a timesheet or a leave request of `ownerId`. */
export interface ApprovalItem {
  resource: 'timesheets' | 'leaves';
  ownerId: string;
}

/**
 * The people told that `item` waits for their decision (issue 17, "Timesheet submitted -> the people
 * who may approve it"). The one place that chooses them: today every active person whose role
 * assignments grant `<resource>:approve` under the contracts' policy (`can`, ROLE_GRANTS), never the
 * owner. When reporting lines land (issue 15) this becomes the nearest approver and any delegate.
 * @returns user ids, without duplicates.
 */
export async function approversOf(db: DbOrTx, item: ApprovalItem): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId, role: roles.name, moduleId: userRoles.module })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isActive, true), ne(userRoles.userId, item.ownerId)));
  const byUser = new Map<string, Subject>();
  for (const row of rows) {
    const subject = byUser.get(row.userId) ?? { id: row.userId, assignments: [] };
    byUser.set(row.userId, { ...subject, assignments: [...subject.assignments, { role: row.role, moduleId: row.moduleId as RoleModule }] });
  }
  return [...byUser.values()].filter((subject) => can(subject, 'approve', item.resource)).map((subject) => subject.id);
}
