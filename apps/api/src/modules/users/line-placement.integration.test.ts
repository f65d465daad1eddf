import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { delegations } from '../../db/schema/core';
import { SMALL_LINE } from '../authority/reporting-line.scope';
import { build } from '../../../test/build';
import { envelope, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, createProject, createTimesheet, freshWeek } from '../../../test/factories/mytime.factories';
import { okrOf, reviewOf } from '../../../test/factories/grow.factories';

// Every row of the pending-approval and Grow team lists says which direct
// report of the manager the list is for its person comes through, computed in the list's query (both databases).

const MANAGER_ALL = [{ role: 'Manager', module: 'all' }] as const;
const EMPLOYEE_ALL = [{ role: 'Employee', module: 'all' }] as const;

const t = build();
let head: TestPerson; // Priya: top of the line
let lead: TestPerson; // Neha: reports to head
let teamLead: TestPerson; // Ravi: reports to lead
let person: TestPerson; // Arjun: reports to teamLead
let direct: TestPerson; // reports to head directly
let admin: TestPerson; // Admin on all, outside the line
let delegator: TestPerson; // a manager outside head's line who named head delegate
let delegatorsReport: TestPerson;
let projectId: string;

interface Placed {
  id: string;
  employeeId: string;
  directReportId: string | null;
  lineVia: string[];
}

beforeAll(async () => {
  head = await t.createPerson({ roles: MANAGER_ALL, name: 'Priya Head' });
  lead = await t.createPerson({ roles: MANAGER_ALL, name: 'Neha Lead', managerId: head.id });
  teamLead = await t.createPerson({ roles: MANAGER_ALL, name: 'Ravi Team', managerId: lead.id });
  person = await t.createPerson({ roles: EMPLOYEE_ALL, name: 'Arjun Person', managerId: teamLead.id });
  direct = await t.createPerson({ roles: EMPLOYEE_ALL, name: 'Dev Direct', managerId: head.id });
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  delegator = await t.createPerson({ roles: MANAGER_ALL, name: 'Omar Elsewhere' });
  delegatorsReport = await t.createPerson({ roles: EMPLOYEE_ALL, managerId: delegator.id });
  await t.app.db.insert(delegations).values({ managerId: delegator.id, delegateId: head.id, startDate: '2000-01-01', endDate: '2999-12-31' });
  projectId = (await createProject(t, { projectManagerId: head.id })).id;
});

const list = async (url: string, as: TestPerson): Promise<Placed[]> => {
  const response = await t.request({ method: 'GET', url, as });
  expect(response.statusCode).toBe(200);
  const data = envelope<Placed[] | { items: Placed[] }>(response).data;
  return Array.isArray(data) ? data : data.items;
};
const placementOf = (rows: Placed[], id: string) => {
  const row = rows.find((r) => r.id === id);
  expect(row, `row ${id}`).toBeDefined();
  return { directReportId: row!.directReportId, lineVia: row!.lineVia };
};

describe('pending-approval and team rows name the direct report they come through', () => {
  const routes: Array<[string, (owner: TestPerson) => Promise<string>, (as: TestPerson) => string]> = [
    [
      'timesheets/pending-approval',
      async (owner) => (await createTimesheet(t, { employee: owner, projectId, status: 'Submitted', week: freshWeek() })).id,
      (as) => `/v1/mytime/timesheets/pending-approval?managerId=${as.id}&limit=100`,
    ],
    [
      'leaves/pending-approval',
      async (owner) => (await createLeaveRequest(t, { employeeId: owner.id })).id,
      (as) => `/v1/mytime/leaves/pending-approval?managerId=${as.id}&limit=100`,
    ],
    ['okrs/team', async (owner) => (await okrOf(t, owner)).id, (as) => `/v1/grow/okrs/team?teamId=${as.id}&limit=100`],
    ['reviews/team', async (owner) => (await reviewOf(t, admin, owner)).id, (as) => `/v1/grow/reviews/team?teamId=${as.id}&limit=100`],
  ];

  it.each(routes)('%s', async (_name, create, url) => {
    const deep = await create(person);
    const own = await create(direct);
    const delegated = await create(delegatorsReport);

    const forHead = await list(url(head), head);
    expect(placementOf(forHead, deep)).toEqual({ directReportId: lead.id, lineVia: ['Neha Lead', 'Ravi Team'] });
    expect(placementOf(forHead, own)).toEqual({ directReportId: direct.id, lineVia: [] });
    if (!url(head).includes('/grow/reviews/')) {
      // head decides it as delegator's delegate: outside head's own line
      expect(placementOf(forHead, delegated)).toEqual({ directReportId: null, lineVia: [] });
    }

    expect(placementOf(await list(url(lead), lead), deep)).toEqual({ directReportId: teamLead.id, lineVia: ['Ravi Team'] });
    expect(placementOf(await list(url(teamLead), teamLead), deep)).toEqual({ directReportId: person.id, lineVia: [] });
    // Admin on all sees everyone; a person outside the admin's own line is outside it
    expect(placementOf(await list(url(admin), admin), deep)).toEqual({ directReportId: null, lineVia: [] });
  });

  it('places the rows of another manager for an admin asking with managerId=', async () => {
    const sheet = await createTimesheet(t, { employee: person, projectId, status: 'Submitted', week: freshWeek() });
    const rows = await list(`/v1/mytime/timesheets/pending-approval?managerId=${lead.id}&limit=100`, admin);
    expect(placementOf(rows, sheet.id)).toEqual({ directReportId: teamLead.id, lineVia: ['Ravi Team'] });
  });

  it('follows a reorganisation at once', async () => {
    const mover = await t.createPerson({ roles: EMPLOYEE_ALL, managerId: teamLead.id });
    const leave = await createLeaveRequest(t, { employeeId: mover.id });
    const url = `/v1/mytime/leaves/pending-approval?managerId=${head.id}&limit=100`;
    expect(placementOf(await list(url, head), leave.id).directReportId).toBe(lead.id);
    const moved = await t.request({ method: 'PATCH', url: `/v1/users/${mover.id}`, as: admin, payload: { managerId: direct.id } });
    expect(moved.statusCode).toBe(200);
    expect(placementOf(await list(url, head), leave.id)).toEqual({ directReportId: direct.id, lineVia: ['Dev Direct'] });
  });
});

describe('a line larger than SMALL_LINE (read through the closure, the page chosen first)', () => {
  it('lists the newest submissions first, each placed, with the people and fields of the small line', async () => {
    const top = await t.createPerson({ roles: MANAGER_ALL, name: 'Tara Top' });
    const middle = await t.createPerson({ roles: MANAGER_ALL, name: 'Mina Middle', managerId: top.id });
    // SMALL_LINE + 20 people below `middle`, inserted at once (the closure follows by its triggers).
    const below = await t.app.db.execute<{ id: string }>(sql`insert into users (email, name, manager_id)
      select 'large.' || g || '.' || ${middle.id}::text || '@example.com', 'Large ' || lpad(g::text, 3, '0'), ${middle.id}::uuid
      from generate_series(1, ${SMALL_LINE + 20}) g returning id`);
    const ids = below.rows.map((row) => row.id);
    const week = freshWeek();
    // Three submissions a minute apart, the oldest first, and one Draft that must not appear.
    const submitted = ids.slice(0, 3);
    for (const [i, employeeId] of submitted.entries()) {
      await t.app.db.execute(sql`insert into timesheets (employee_id, week_start_date, week_end_date, status, submitted_at)
        values (${employeeId}::uuid, ${week.weekStartDate}::date, ${week.weekEndDate}::date, 'Submitted', timestamptz '2030-01-01 09:00:00+00' + ${i} * interval '1 minute')`);
    }
    await t.app.db.execute(sql`insert into timesheets (employee_id, week_start_date, week_end_date, status)
      values (${ids[3]!}::uuid, ${week.weekStartDate}::date, ${week.weekEndDate}::date, 'Draft')`);

    const response = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${top.id}&limit=2`, as: top });
    expect(response.statusCode).toBe(200);
    const page = envelope<{ items: Array<Placed & { submittedAt: string; employeeName: string; status: string }>; total: number }>(response).data;
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.employeeId)).toEqual([submitted[2], submitted[1]]);
    expect(page.items[0]).toMatchObject({
      status: 'Submitted',
      submittedAt: '2030-01-01T09:02:00.000Z',
      employeeName: 'Large 003',
      directReportId: middle.id,
      lineVia: ['Mina Middle'],
    });
    const next = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${top.id}&limit=2&offset=2`, as: top });
    expect(envelope<{ items: Placed[] }>(next).data.items.map((item) => item.employeeId)).toEqual([submitted[0]]);
  });
});

describe('the OpenAPI document', () => {
  it('describes directReportId and lineVia on the four team lists', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/json' });
    const paths = (JSON.parse(response.body) as { paths: Record<string, unknown> }).paths;
    for (const path of ['/v1/mytime/timesheets/pending-approval', '/v1/mytime/leaves/pending-approval', '/v1/grow/okrs/team', '/v1/grow/reviews/team']) {
      const text = JSON.stringify(paths[path]);
      expect(text, path).toContain('"directReportId"');
      expect(text, path).toContain('"lineVia"');
    }
  });
});
