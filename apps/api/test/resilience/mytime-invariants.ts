import { sql } from 'drizzle-orm';
import type { Page } from '@apps/contracts/page';
import type { LeaveBalance, LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import type { Db } from '../../src/db/client';
import type { LoadModel, LoadPerson } from './mytime-load';
import { call, type ServerProcess } from './server-process';

/**
 * Rows that would show a half-done change, each query answering the offending rows: a transition
 * without its timestamps or reviewer, a state change or entry without the audit record written in
 * the same transaction, a leave balance that differs from its approved requests.
 */
export const BROKEN_ROW_QUERIES: Record<string, ReturnType<typeof sql>> = {
  'timesheet past Draft without submittedAt, or Approved without reviewer': sql`
    select id from timesheets
    where (status <> 'Draft' and submitted_at is null) or (status = 'Approved' and (reviewed_by_id is null or reviewed_at is null))`,
  'timesheet without its timesheet.created audit': sql`
    select t.id from timesheets t
    where not exists (select 1 from audit_log a where a.entity_id = t.id::text and a.action = 'timesheet.created')`,
  'submitted or approved timesheet without its timesheet.submitted audit': sql`
    select t.id from timesheets t
    where t.status in ('Submitted', 'Approved')
      and not exists (select 1 from audit_log a where a.entity_id = t.id::text and a.action = 'timesheet.submitted')`,
  'approved timesheet without its timesheet.approved audit': sql`
    select t.id from timesheets t
    where t.status = 'Approved' and not exists (select 1 from audit_log a where a.entity_id = t.id::text and a.action = 'timesheet.approved')`,
  'time entry without its time_entry.added audit': sql`
    select e.id from time_entries e
    where not exists (select 1 from audit_log a where a.action = 'time_entry.added' and a.after ->> 'id' = e.id::text)`,
  'removed time entry still present': sql`
    select a.after ->> 'id' as id from audit_log a
    where a.action = 'time_entry.deleted' and exists (select 1 from time_entries e where e.id::text = a.before ->> 'id')`,
  'approved leave without reviewer or audit': sql`
    select r.id from leave_requests r
    where r.status = 'Approved' and (r.reviewed_by_id is null
      or not exists (select 1 from audit_log a where a.entity_id = r.id::text and a.action = 'leave_request.approved'))`,
  'leave balance whose used days differ from its approved requests': sql`
    select b.id, b.used, coalesce(sum(r.total_days), 0)::int as approved from leave_balances b
    left join leave_requests r on r.employee_id = b.employee_id and r.leave_type = b.leave_type
      and extract(year from r.start_date) = b.year and r.status = 'Approved'
    group by b.id, b.used having b.used <> coalesce(sum(r.total_days), 0)`,
};

/** Runs every query of `BROKEN_ROW_QUERIES`; returns `description: rows` for each that found any. */
export async function brokenRows(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const [what, query] of Object.entries(BROKEN_ROW_QUERIES)) {
    const result = await db.execute(query);
    if (result.rows.length > 0) problems.push(`${what}: ${JSON.stringify(result.rows.slice(0, 3))}`);
  }
  return problems;
}

async function pages<T>(server: ServerProcess, token: string, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call<Page<T>>(server, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=100&offset=${offset}`, { token });
    if (page.status !== 200) throw new Error(`GET ${path}: ${page.status} ${JSON.stringify(page.body)}`);
    all.push(...page.body.data.items);
    if (all.length >= page.body.data.total || page.body.data.items.length === 0) return all;
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Compares what the restarted server answers with what was acknowledged before the kill: every
 * acknowledged timesheet, entry, removal, submit, approval and leave request is there; every
 * timesheet's totals are the sum of its entries (and, when no request to it was left unanswered, of
 * exactly the acknowledged entries); every leave balance's used days are its approved requests.
 *
 * @returns the problems found (empty when the model holds) and how many facts were checked.
 */
export async function checkAgainstModel(server: ServerProcess, people: LoadPerson[], model: LoadModel): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  let checked = 0;
  for (const person of people) {
    const sheets = new Map((await pages<Timesheet>(server, person.token, `/v1/mytime/timesheets/employee/${person.id}`)).map((s) => [s.id, s]));
    for (const sheet of sheets.values()) {
      checked += 1;
      const total = sum(sheet.entries.map((e) => e.hours));
      const billable = sum(sheet.entries.filter((e) => e.isBillable).map((e) => e.hours));
      if (sheet.totalHours !== total || sheet.billableHours !== billable || sheet.nonBillableHours !== total - billable) {
        problems.push(`timesheet ${sheet.id}: totals ${sheet.totalHours}/${sheet.billableHours}/${sheet.nonBillableHours}, entries ${total}/${billable}`);
      }
    }
    for (const expected of [...model.sheets.values()].filter((s) => s.employeeId === person.id)) {
      const actual = sheets.get(expected.id);
      checked += 1 + expected.entries.size + expected.removed.size;
      if (!actual) {
        problems.push(`acknowledged timesheet ${expected.id} is missing`);
        continue;
      }
      const present = new Map(actual.entries.map((e) => [e.id, e]));
      for (const [id, entry] of expected.entries) {
        const found = present.get(id);
        // An entry whose removal was cut by the kill may be gone: the removal may have committed.
        if (!found && expected.removing.has(id)) continue;
        if (!found || found.hours !== entry.hours || found.isBillable !== entry.isBillable) problems.push(`acknowledged entry ${id} of ${expected.id}: ${JSON.stringify(found ?? null)}`);
      }
      for (const id of expected.removed) if (present.has(id)) problems.push(`entry ${id} of ${expected.id} came back after an acknowledged removal`);
      // No acknowledged transition may be lost; one cut by the kill may have happened or not.
      const rank = (status: string) => ['Draft', 'Submitted', 'Approved'].indexOf(status);
      if (rank(actual.status) < rank(expected.status) || (expected.inFlight === 0 && actual.status !== expected.status)) {
        problems.push(`timesheet ${expected.id}: acknowledged ${expected.status}, now ${actual.status}`);
      }
      if (expected.inFlight === 0) {
        // Nothing was left unanswered: the timesheet holds exactly the acknowledged entries.
        if (present.size !== expected.entries.size) problems.push(`timesheet ${expected.id}: ${present.size} entries, ${expected.entries.size} acknowledged`);
        if (actual.totalHours !== sum([...expected.entries.values()].map((e) => e.hours))) problems.push(`timesheet ${expected.id}: total ${actual.totalHours} differs from its acknowledged entries`);
      }
    }

    const leaves = await pages<LeaveRequest>(server, person.token, `/v1/mytime/leaves/my?employeeId=${person.id}`);
    const byId = new Map(leaves.map((l) => [l.id, l]));
    for (const expected of [...model.leaves.values()].filter((l) => l.employeeId === person.id)) {
      checked += 1;
      const actual = byId.get(expected.id);
      if (!actual) problems.push(`acknowledged leave request ${expected.id} is missing`);
      else if (expected.status === 'Approved' && actual.status !== 'Approved') problems.push(`leave ${expected.id}: acknowledged Approved, now ${actual.status}`);
    }
    for (const year of new Set(leaves.map((l) => Number(l.startDate.slice(0, 4))))) {
      const balances = (await call<LeaveBalance[]>(server, 'GET', `/v1/mytime/leaves/balances?employeeId=${person.id}&year=${year}`, { token: person.token })).body.data;
      for (const balance of balances) {
        checked += 1;
        const approved = sum(leaves.filter((l) => l.status === 'Approved' && l.leaveType === balance.leaveType && l.startDate.startsWith(String(year))).map((l) => l.totalDays));
        if (balance.used !== approved || balance.available !== balance.allocated - balance.used) {
          problems.push(`${person.email} ${balance.leaveType} ${year}: used ${balance.used}, approved ${approved}, available ${balance.available}`);
        }
      }
    }
  }
  return { problems, checked };
}
