import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@apps/contracts/page';
import { formatDate, formatDateRange } from '@apps/contracts/date-format';
import { addDays } from '@apps/contracts/mytime/calendar';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { build } from '../../../test/build';
import { envelope, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, freshWeek, MYTIME } from '../../../test/factories/mytime.factories';

const t = build();
let employee: TestPerson;
let colleague: TestPerson;
let manager: TestPerson;
let projectId: string;
let inactiveProjectId: string;

beforeAll(async () => {
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Emma Employee' });
  colleague = await t.createPerson({ roles: MYTIME.employee });
  manager = await t.createPerson({ roles: MYTIME.manager });
  await t.reportingLine(employee, manager);
  await t.reportingLine(colleague, manager);
  projectId = (await createProject(t, { projectManagerId: manager.id, name: 'Atlas' })).id;
  inactiveProjectId = (await createProject(t, { projectManagerId: manager.id, status: 'On-hold', name: 'Paused' })).id;
});

const entry = (date: string, overrides: Record<string, unknown> = {}) => ({
  date,
  projectId,
  taskDescription: 'Build the thing',
  hours: 8,
  isBillable: true,
  category: 'Development',
  ...overrides,
});

async function create(as: TestPerson, employeeId = as.id, week = freshWeek()) {
  return t.request({ method: 'POST', url: '/v1/mytime/timesheets', as, payload: { employeeId, ...week } });
}

async function createOk(as: TestPerson) {
  const response = await create(as);
  expect(response.statusCode, response.body).toBe(201);
  return envelope<Timesheet>(response).data;
}

describe('POST /v1/mytime/timesheets', () => {
  it('creates a Draft week with no entries and zero totals', async () => {
    const week = freshWeek();
    const response = await create(employee, employee.id, week);
    expect(response.statusCode).toBe(201);
    expect(envelope<Timesheet>(response).data).toMatchObject({
      employeeId: employee.id,
      employeeName: 'Emma Employee',
      ...week,
      status: 'Draft',
      totalHours: 0,
      billableHours: 0,
      nonBillableHours: 0,
      entries: [],
      submittedAt: null,
      rejectionReason: null,
    });
    expect(await t.count('audit_log')).toBeGreaterThan(0);
  });

  it('keeps the calendar date of a local-midnight timestamp in any offset', async () => {
    const week = freshWeek();
    const response = await t.request({
      method: 'POST',
      url: '/v1/mytime/timesheets',
      as: employee,
      payload: { employeeId: employee.id, weekStartDate: `${week.weekStartDate}T00:00:00.000+05:30`, weekEndDate: `${week.weekEndDate}T00:00:00.000-08:00` },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Timesheet>(response).data).toMatchObject(week);
  });

  it('answers 409 for a second timesheet of the same week', async () => {
    const week = freshWeek();
    expect((await create(employee, employee.id, week)).statusCode).toBe(201);
    const before = await t.count('timesheets');
    const response = await create(employee, employee.id, week);
    expect(response.statusCode).toBe(409);
    // The date reads as on the screens ('Nov 22, 2026'), never '2026-11-22'.
    expect(envelope(response).error).toBe(`A timesheet for the week of ${formatDate(week.weekStartDate)} already exists`);
    expect(envelope(response).error).toMatch(/week of [A-Z][a-z]{2} \d{1,2}, \d{4} already/);
    expect(await t.count('timesheets')).toBe(before);
  });

  it.each([
    ['a week that does not start on Sunday', (w: { weekStartDate: string }) => ({ weekStartDate: addDays(w.weekStartDate, 1), weekEndDate: addDays(w.weekStartDate, 7) }), 'weekStartDate'],
    ['an end that is not the Saturday after', (w: { weekStartDate: string }) => ({ weekStartDate: w.weekStartDate, weekEndDate: addDays(w.weekStartDate, 5) }), 'weekEndDate'],
    ['a timestamp that is not midnight (toISOString of IST midnight)', (w: { weekStartDate: string }) => ({ weekStartDate: `${addDays(w.weekStartDate, -1)}T18:30:00.000Z`, weekEndDate: addDays(w.weekStartDate, 6) }), 'weekStartDate'],
    ['an impossible date', () => ({ weekStartDate: '2026-02-30', weekEndDate: '2026-03-07' }), 'weekStartDate'],
    ['a missing end', (w: { weekStartDate: string }) => ({ weekStartDate: w.weekStartDate }), 'weekEndDate'],
  ])('answers 400 with field errors for %s, and creates nothing', async (_name, body, field) => {
    const before = await t.count('timesheets');
    const response = await t.request({ method: 'POST', url: '/v1/mytime/timesheets', as: employee, payload: { employeeId: employee.id, ...body(freshWeek()) } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty(field);
    expect(await t.count('timesheets')).toBe(before);
  });

  it("refuses (403) an employee creating someone else's timesheet; an approver may", async () => {
    expect((await create(employee, colleague.id)).statusCode).toBe(403);
    const response = await create(manager, colleague.id);
    expect(response.statusCode).toBe(201);
    expect(envelope<Timesheet>(response).data.employeeId).toBe(colleague.id);
  });

  it('answers 400 for an unknown employee (Admin on all), 403 to a line manager, and 403 without a MyTime role', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await create(manager, unknown)).statusCode).toBe(403);
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    const response = await create(admin, unknown);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty('employeeId');
    const growOnly = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] });
    expect((await create(growOnly)).statusCode).toBe(403);
  });
});

describe('GET /v1/mytime/timesheets/:id and /employee/:id', () => {
  it('shows my own and hides (404) someone else\'s from an employee; approvers see it', async () => {
    const mine = await createOk(employee);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${mine.id}`, as: employee })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${mine.id}`, as: colleague })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${mine.id}`, as: manager })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/timesheets/00000000-0000-4000-8000-000000000000', as: employee })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/timesheets/not-a-uuid', as: employee })).statusCode).toBe(400);
  });

  it('lists my timesheets newest week first, bounded by limit; 403 for someone else\'s list', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    for (let i = 0; i < 3; i += 1) await createOk(person);
    const response = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/employee/${person.id}?limit=2`, as: person });
    const page = envelope<Page<Timesheet>>(response).data;
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    const list = page.items;
    expect(list).toHaveLength(2);
    expect(list[0]!.weekStartDate > list[1]!.weekStartDate).toBe(true);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/employee/${person.id}`, as: colleague })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/employee/${person.id}`, as: manager })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/employee/${person.id}?limit=101`, as: person })).statusCode).toBe(400);
  });

  it('finds the timesheet of one week (weekStartDate) however old, past the first page; refuses a day that is not a Sunday', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    // freshWeek goes back in time: the first one created is the newest, the last one the oldest.
    const sheets: Timesheet[] = [];
    for (let i = 0; i < 3; i += 1) sheets.push(await createOk(person));
    const oldest = sheets[2]!;
    const list = (query: string, as: TestPerson = person) => t.request({ method: 'GET', url: `/v1/mytime/timesheets/employee/${person.id}?${query}`, as });

    const firstPage = envelope<Page<Timesheet>>(await list('limit=1')).data;
    expect(firstPage.items.map((s) => s.id)).toEqual([sheets[0]!.id]);

    const found = await list(`limit=1&weekStartDate=${oldest.weekStartDate}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(envelope<Page<Timesheet>>(found).data).toMatchObject({ total: 1, limit: 1, offset: 0, items: [{ id: oldest.id, weekStartDate: oldest.weekStartDate }] });
    // A local-midnight timestamp names the same week, as the create call accepts it.
    const stamped = envelope<Page<Timesheet>>(await list(`weekStartDate=${encodeURIComponent(`${oldest.weekStartDate}T00:00:00.000+05:30`)}`)).data;
    expect(stamped.items.map((s) => s.id)).toEqual([oldest.id]);
    // Past the only row: an empty page that still counts it.
    expect(envelope<Page<Timesheet>>(await list(`offset=1&weekStartDate=${oldest.weekStartDate}`)).data).toMatchObject({ total: 1, items: [] });

    // A week without a timesheet: an empty page, not an error.
    const missing = envelope<Page<Timesheet>>(await list(`weekStartDate=${addDays(oldest.weekStartDate, -7)}`)).data;
    expect(missing).toMatchObject({ total: 0, items: [] });

    // Only that person's timesheet: a colleague with the same week has theirs apart.
    const other = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    await create(other, other.id, { weekStartDate: oldest.weekStartDate, weekEndDate: oldest.weekEndDate });
    expect(envelope<Page<Timesheet>>(await list(`weekStartDate=${oldest.weekStartDate}`)).data.items.map((s) => s.employeeId)).toEqual([person.id]);
    expect((await list(`weekStartDate=${oldest.weekStartDate}`, colleague)).statusCode).toBe(403);
    expect((await list(`weekStartDate=${oldest.weekStartDate}`, manager)).statusCode).toBe(200);

    for (const [value, message] of [
      [addDays(oldest.weekStartDate, 1), 'The week must start on a Sunday'],
      ['2026-02-30', undefined],
      ['not-a-date', undefined],
    ] as const) {
      const refused = await list(`weekStartDate=${value}`);
      expect(refused.statusCode, value).toBe(400);
      const errors = envelope(refused).validationErrors!;
      expect(Object.keys(errors)).toEqual(['weekStartDate']);
      if (message) expect(errors.weekStartDate).toEqual([message]);
    }
  });
});

describe('time entries', () => {
  it('adds entries in 0.5 steps and answers totals computed by the server', async () => {
    const sheet = await createOk(employee);
    const monday = addDays(sheet.weekStartDate, 1);
    await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: entry(monday, { hours: 7.5 }) });
    const response = await t.request({
      method: 'POST',
      url: `/v1/mytime/timesheets/${sheet.id}/entries`,
      as: employee,
      payload: entry(`${addDays(monday, 1)}T00:00:00.000+05:30`, { hours: 0.5, isBillable: false, category: 'Meeting' }),
    });
    expect(response.statusCode).toBe(201);
    const data = envelope<Timesheet>(response).data;
    expect(data).toMatchObject({ totalHours: 8, billableHours: 7.5, nonBillableHours: 0.5 });
    expect(data.entries.map((e) => [e.date, e.hours, e.projectName])).toEqual([
      [monday, 7.5, 'Atlas'],
      [addDays(monday, 1), 0.5, 'Atlas'],
    ]);
  });

  it.each([
    ['hours above 24', { hours: 24.5 }, 'hours'],
    ['hours not in 0.5 steps', { hours: 7.25 }, 'hours'],
    ['negative hours', { hours: -1 }, 'hours'],
    ['a blank task description', { taskDescription: '   ' }, 'taskDescription'],
    ['an unknown category', { category: 'Sleeping' }, 'category'],
    ['hours as text', { hours: '8' }, 'hours'],
    ['an unknown project', { projectId: '00000000-0000-4000-8000-000000000009' }, 'projectId'],
    ['a project that is not Active', { projectId: 'INACTIVE' }, 'projectId'],
    ['a date outside the week', { date: 'OUTSIDE' }, 'date'],
  ])('answers 400 for %s and changes nothing', async (_name, overrides, field) => {
    const sheet = await createOk(employee);
    const body = entry(addDays(sheet.weekStartDate, 2), overrides);
    if (body.projectId === 'INACTIVE') body.projectId = inactiveProjectId;
    if (body.date === 'OUTSIDE') body.date = addDays(sheet.weekStartDate, 7);
    const before = await t.count('time_entries');
    const response = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelope(response).success).toBe(false);
    expect(envelope(response).validationErrors).toHaveProperty(field);
    if (field === 'date') expect(envelope(response).validationErrors!.date).toEqual([`Date must be within the timesheet week (${formatDateRange(sheet.weekStartDate, sheet.weekEndDate)})`]);
    expect(await t.count('time_entries')).toBe(before);
  });

  it('allows at most 24 hours per person per day across entries; an update does not count itself', async () => {
    const sheet = await createOk(employee);
    const day = addDays(sheet.weekStartDate, 3);
    const url = `/v1/mytime/timesheets/${sheet.id}/entries`;
    await t.request({ method: 'POST', url, as: employee, payload: entry(day, { hours: 16 }) });
    const full = await t.request({ method: 'POST', url, as: employee, payload: entry(day, { hours: 8 }) });
    expect(full.statusCode).toBe(201);
    const over = await t.request({ method: 'POST', url, as: employee, payload: entry(day, { hours: 0.5 }) });
    expect(over.statusCode).toBe(400);
    expect(envelope(over).validationErrors!.hours![0]).toBe(`At most 24 hours per day: 24 hours are already recorded on ${formatDate(day)}`);
    const second = envelope<Timesheet>(full).data.entries[1]!;
    const same = await t.request({ method: 'PUT', url: `${url}/${second.id}`, as: employee, payload: entry(day, { hours: 8, taskDescription: 'Renamed' }) });
    expect(same.statusCode).toBe(200);
    const more = await t.request({ method: 'PUT', url: `${url}/${second.id}`, as: employee, payload: entry(day, { hours: 8.5 }) });
    expect(more.statusCode).toBe(400);
  });

  it('updates and deletes an entry, and 404s for an entry of another timesheet', async () => {
    const sheet = await createOk(employee);
    const other = await createOk(employee);
    const added = envelope<Timesheet>(
      await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: entry(addDays(sheet.weekStartDate, 1)) }),
    ).data.entries[0]!;
    const updated = await t.request({
      method: 'PUT',
      url: `/v1/mytime/timesheets/${sheet.id}/entries/${added.id}`,
      as: employee,
      payload: entry(addDays(sheet.weekStartDate, 2), { hours: 4, isBillable: false }),
    });
    expect(envelope<Timesheet>(updated).data).toMatchObject({ totalHours: 4, billableHours: 0, nonBillableHours: 4 });
    expect((await t.request({ method: 'DELETE', url: `/v1/mytime/timesheets/${other.id}/entries/${added.id}`, as: employee })).statusCode).toBe(404);
    const deleted = await t.request({ method: 'DELETE', url: `/v1/mytime/timesheets/${sheet.id}/entries/${added.id}`, as: employee });
    expect(envelope<Timesheet>(deleted).data).toMatchObject({ totalHours: 0, entries: [] });
  });

  it("hides (404) someone else's timesheet from an employee's entry calls", async () => {
    const sheet = await createOk(employee);
    const before = await t.count('time_entries');
    const response = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: colleague, payload: entry(addDays(sheet.weekStartDate, 1)) });
    expect(response.statusCode).toBe(404);
    expect(await t.count('time_entries')).toBe(before);
  });

  it('refuses (409) entry changes once Submitted or Approved, and allows them again when Rejected', async () => {
    for (const status of ['Submitted', 'Approved'] as const) {
      const sheet = await createTimesheet(t, { employee, projectId, status });
      const response = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: entry(addDays(sheet.weekStartDate, 2)) });
      expect(response.statusCode).toBe(409);
    }
    const rejected = await createTimesheet(t, { employee, projectId, status: 'Rejected' });
    const response = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${rejected.id}/entries`, as: employee, payload: entry(addDays(rejected.weekStartDate, 2), { hours: 2 }) });
    expect(response.statusCode).toBe(201);
  });
});
