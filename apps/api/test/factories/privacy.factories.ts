import { randomBytes } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema';
import { accessRequests } from '../../src/db/schema/access';
import { auditLog, delegations } from '../../src/db/schema/core';
import { careerGoals, careerMilestones, keyResults, learningModules, learningPaths, okrs, performanceReviews } from '../../src/db/schema/grow';
import { jobPostings } from '../../src/db/schema/hire';
import { leaveBalances } from '../../src/db/schema/mytime';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../src/db/schema/notifications';
import { provisionedUsers, provisioningEvents, scimTokens } from '../../src/db/schema/provisioning';
import { userSettings } from '../../src/db/schema/settings';
import type { TestApp, TestPerson } from '../helper';
import { createLeaveRequest, createProject, createTimesheet } from './mytime.factories';

// Test data for personal-data requests: a person with a record of every kind, and texts that name
// them in other people's records, written straight to the database.

/** A name no other test row contains. */
export function distinctiveName(): string {
  return `Zelda Quintero ${randomBytes(3).toString('hex')}`;
}

/**
 * Gives `person` a record of every kind the export lists (reporting to `manager`, with `report` below
 * them), and writes their name, e-mail and object id into texts of other people's records: a
 * notification to the manager and its delivery error, a review they wrote, an audit entry, the
 * provisioning log, a SCIM token's name, a job posting's description.
 */
export async function givePersonEveryRecord(t: TestApp, person: TestPerson, manager: TestPerson, other: TestPerson, azureId: string) {
  const db = t.app.db;
  const project = await createProject(t, { projectManagerId: manager.id });
  const sheet = await createTimesheet(t, { employee: person, projectId: project.id, status: 'Rejected', entries: [{ hours: 7.5 }] });
  await db.execute(sql`update timesheets set rejection_reason = ${`${person.name} forgot Friday`}, reviewed_by_id = ${manager.id} where id = ${sheet.id}`);
  await db.execute(sql`update time_entries set task_description = ${`Call with ${person.name}'s doctor`} where timesheet_id = ${sheet.id}`);
  const leave = await createLeaveRequest(t, { employeeId: person.id, reason: `Wedding of ${person.name}`, totalDays: 1, status: 'Approved', reviewedById: manager.id });
  await db.insert(leaveBalances).values({ employeeId: person.id, leaveType: 'CasualLeave', year: 2030, allocated: 12, used: 1 });
  const [okr] = await db.insert(okrs).values({ employeeId: person.id, quarter: 1, year: 2030, objective: `${person.name} ships the app` }).returning();
  await db.insert(keyResults).values({ okrId: okr!.id, position: 1, description: `Reviewed by ${person.email}`, target: 10 });
  await db.insert(performanceReviews).values({
    employeeId: person.id,
    reviewerId: manager.id,
    reviewType: 'Annual',
    periodStart: '2029-01-01',
    periodEnd: '2029-12-31',
    status: 'Finalized',
    selfRating: 4,
    overallRating: 5,
    achievements: 'Shipped',
    strengths: `${person.name} is reliable`,
  });
  // A review the person wrote about someone else: the other's record keeps the text, not the name.
  await db.insert(performanceReviews).values({
    employeeId: other.id,
    reviewerId: person.id,
    reviewType: 'Annual',
    periodStart: '2029-01-01',
    periodEnd: '2029-12-31',
    status: 'ManagerCompleted',
    overallRating: 3,
    strengths: `Helped ${person.name} (${person.email}) with the launch`,
  });
  const [path] = await db.insert(learningPaths).values({ employeeId: person.id, createdById: manager.id, title: 'Leadership', description: `For ${person.name}` }).returning();
  await db.insert(learningModules).values({ pathId: path!.id, position: 1, title: 'Feedback', description: 'Giving feedback' });
  const [goal] = await db.insert(careerGoals).values({ employeeId: person.id, createdById: manager.id, currentRole: 'Engineer', targetRole: 'Lead', timelineMonths: 12 }).returning();
  await db.insert(careerMilestones).values({ goalId: goal!.id, position: 1, title: 'Mentor', description: `${person.name} mentors two people` });
  await db.insert(userSettings).values({
    userId: person.id,
    language: 'fr',
    timeZone: 'Europe/Paris',
    dateFormat: 'DD/MM/YYYY',
    theme: 'dark',
    compactMode: false,
    emailNotifications: true,
    pushNotifications: false,
    weeklyDigest: false,
    timeEntryReminders: true,
    leaveRequestUpdates: true,
    performanceReviewNotifications: true,
    projectUpdates: false,
    usageAnalytics: false,
    shareUsageWithAdmins: false,
  });
  await db.insert(accessRequests).values({ userId: person.id, module: 'hire' });
  await db.insert(delegations).values({ managerId: person.id, delegateId: other.id, startDate: '2030-01-01', endDate: '2030-01-31' });
  await db.insert(notifications).values({ recipientId: person.id, kind: 'leave.approved', title: 'Leave approved', body: `Dear ${person.name}` });
  const [toManager] = await db
    .insert(notifications)
    .values({ recipientId: manager.id, kind: 'timesheet.submitted', title: `${person.name} submitted a timesheet`, body: `From ${person.email}` })
    .returning();
  await db.insert(notificationDeliveries).values({ notificationId: toManager!.id, status: 'failed', lastError: `550 relay refused for ${person.email.toUpperCase()}` });
  await db.insert(pushSubscriptions).values({ userId: person.id, endpoint: `https://push.example/${randomBytes(6).toString('hex')}`, p256dh: 'key', auth: 'secret' });
  const [account] = await db
    .insert(provisionedUsers)
    .values({ userId: person.id, userName: person.email, externalId: azureId, profile: { displayName: person.name, emails: [person.email], objectId: azureId } })
    .returning();
  await db.insert(provisioningEvents).values({
    method: 'PATCH',
    path: `/scim/v2/Users?filter=userName eq "${person.email}"`,
    action: 'user.updated',
    status: 200,
    resourceId: account!.id,
    detail: `displayName set to ${person.name}`,
    ok: true,
  });
  await db.insert(scimTokens).values({ name: `Token ${person.name} made`, tokenHash: randomBytes(16).toString('hex'), createdBy: person.id });
  await db.insert(jobPostings).values({ title: 'Engineer', description: `Ask ${person.name} for details`, department: 'Eng', location: 'Pune', createdBy: manager.id });
  await db.insert(auditLog).values({
    actorId: manager.id,
    action: 'user.profile_changed',
    entity: 'user',
    entityId: person.id,
    before: { name: `"${person.name}"`, email: person.email, azureId },
    after: { note: `renamed ${person.name}` },
  });
  return { sheet, leave, okr: okr!, path: path!, goal: goal!, account: account! };
}

/**
 * Rows of every table that contain any of `texts` (case-insensitively) in any text, JSON or text-array
 * column, as `table.column` (one entry per matching column): what an erasure must leave empty.
 */
export async function columnsContaining(t: TestApp, texts: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const column of config.columns) {
      if (!['PgText', 'PgJsonb', 'PgArray'].includes(column.columnType)) continue;
      for (const text of texts) {
        const result = await t.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(config.name)} where strpos(lower(${sql.identifier(column.name)}::text), ${text.toLowerCase()}) > 0`,
        );
        if (Number(result.rows[0]!.n) > 0) found.push(`${config.name}.${column.name}`);
      }
    }
  }
  return found;
}
