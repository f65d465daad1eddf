import { sql } from 'drizzle-orm';
import { DEMO_ADMIN_EMAIL } from '../../config';
import type { Db } from '../client';
import type { DemoSeeder } from './demo';

/**
 * The audit log's demo data (dev mode): the history the other demo seeders' records imply, written as
 * the services would have written it, so the audit screen (`/admin/audit`) has something to show and
 * filter. The demo admin gives the demo people their roles a week before the first submitted
 * timesheet; each submitted, approved or rejected timesheet and each leave request and its decision
 * gets its record at the time the demo data gives it. Written straight to `audit_log` (not through
 * `writeAudit`): the notifications and Outlook calls these events would cause are not wanted for a
 * history. Runs only while the log holds no timesheet record, so it never doubles a real history.
 */
export const seedAuditDemo: DemoSeeder = async (db: Db, people) => {
  const demoIds = [...people.values()];
  const adminId = people.get(DEMO_ADMIN_EMAIL);
  if (demoIds.length === 0 || !adminId) return;
  const written = await db.execute<{ found: boolean }>(sql`select exists (select 1 from audit_log where entity = 'timesheet') as found`);
  if (written.rows[0]?.found) return;
  const ids = sql`(${sql.join(demoIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
  await db.execute(sql`
    insert into audit_log (actor_id, action, entity, entity_id, before, after, created_at)
    select ${adminId}::uuid, 'user_role.assigned', 'user_role', ur.id::text, null::jsonb,
           jsonb_build_object('userId', ur.user_id, 'roleId', ur.role_id, 'role', r.name, 'module', ur.module),
           coalesce((select min(submitted_at) from timesheets), now()) - interval '7 days'
    from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id in ${ids} and ur.user_id <> ${adminId}::uuid
    union all
    select t.employee_id, 'timesheet.submitted', 'timesheet', t.id::text, null, jsonb_build_object('status', 'Submitted'), t.submitted_at
    from timesheets t where t.submitted_at is not null and t.employee_id in ${ids}
    union all
    select t.reviewed_by_id, case t.status when 'Approved' then 'timesheet.approved' else 'timesheet.rejected' end, 'timesheet', t.id::text,
           jsonb_build_object('status', 'Submitted'),
           jsonb_strip_nulls(jsonb_build_object('status', t.status, 'rejectionReason', t.rejection_reason)),
           t.reviewed_at
    from timesheets t where t.reviewed_at is not null and t.status in ('Approved', 'Rejected') and t.employee_id in ${ids}
    union all
    select l.employee_id, 'leave_request.created', 'leave_request', l.id::text, null,
           jsonb_build_object('leaveType', l.leave_type, 'startDate', l.start_date, 'endDate', l.end_date, 'totalDays', l.total_days, 'status', 'Pending'),
           l.created_at
    from leave_requests l where l.employee_id in ${ids}
    union all
    select l.reviewed_by_id, case l.status when 'Approved' then 'leave_request.approved' else 'leave_request.rejected' end, 'leave_request', l.id::text,
           jsonb_build_object('status', 'Pending'),
           jsonb_strip_nulls(jsonb_build_object('status', l.status, 'rejectionReason', l.rejection_reason)),
           l.reviewed_at
    from leave_requests l where l.reviewed_at is not null and l.status in ('Approved', 'Rejected') and l.employee_id in ${ids}`);
};
