import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@apps/contracts/mytime/calendar';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, entriesOf, MYTIME } from '../../../test/factories/mytime.factories';

// The week grid's one all-or-nothing save, and the 24-hours-per-day rule across grid and form.

let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;
let stranger: TestPerson;
let projectId: string;
let pausedProjectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Grid Employee' });
  manager = await t.createPerson({ roles: MYTIME.manager });
  stranger = await t.createPerson({ roles: MYTIME.employee });
  await t.reportingLine(employee, manager);
  projectId = (await createProject(t, { projectManagerId: manager.id, name: 'Atlas' })).id;
  pausedProjectId = (await createProject(t, { projectManagerId: manager.id, status: 'On-hold', name: 'Paused' })).id;
});

afterAll(async () => {
  await t.close();
});

const cell = (date: string, hours: number, overrides: Record<string, unknown> = {}) => ({
  date,
  projectId,
  taskDescription: 'Grid work',
  hours,
  isBillable: true,
  category: 'Development',
  ...overrides,
});

const save = (sheetId: string, payload: Record<string, unknown>, as: TestPerson = employee) =>
  t.request({ method: 'PUT', url: `/v1/mytime/timesheets/${sheetId}/entries`, as, payload });

const hoursOf = async (sheetId: string) => (await entriesOf(t, sheetId)).map((e) => `${e.date} ${Number(e.hours)}`).sort();

describe('PUT /v1/mytime/timesheets/:id/entries', () => {
  it('adds, changes and removes in one request and answers the totals', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [{ hours: 8 }, { hours: 4, isBillable: false, date: undefined }] });
    const stored = await entriesOf(t, sheet.id);
    const first = stored.find((e) => Number(e.hours) === 8);
    const second = stored.find((e) => Number(e.hours) === 4);
    const monday = addDays(sheet.weekStartDate, 1);
    const response = await save(sheet.id, {
      entries: [
        { ...cell(monday, 6), id: first!.id, taskDescription: 'Work' },
        cell(addDays(monday, 1), 7.5),
        cell(addDays(monday, 2), 2, { isBillable: false }),
      ],
      removedEntryIds: [second!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = envelope<Timesheet>(response).data;
    expect(data).toMatchObject({ totalHours: 15.5, billableHours: 13.5, nonBillableHours: 2 });
    expect(data.entries.map((e) => e.hours)).toEqual([6, 7.5, 2]);
    expect(await hoursOf(sheet.id)).toEqual([`${monday} 6`, `${addDays(monday, 1)} 7.5`, `${addDays(monday, 2)} 2`]);
  });

  it('does not write an item equal to the stored entry', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [{ hours: 8 }] });
    const [stored] = await entriesOf(t, sheet.id);
    const monday = addDays(sheet.weekStartDate, 1);
    const audits = await t.count('audit_log');
    const response = await save(sheet.id, { entries: [{ ...cell(monday, 8), id: stored!.id, taskDescription: 'Work' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.count('audit_log')).toBe(audits);
  });

  it('saves nothing when one cell is wrong, and names every wrong cell', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [{ hours: 8 }] });
    const [stored] = await entriesOf(t, sheet.id);
    const monday = addDays(sheet.weekStartDate, 1);
    const response = await save(sheet.id, {
      entries: [cell(addDays(monday, 1), 4), cell(addDays(monday, 2), 4, { projectId: pausedProjectId }), cell(addDays(monday, 9), 1)],
      removedEntryIds: [stored!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {}).sort()).toEqual(['entries.1.projectId', 'entries.2.date']);
    expect(await hoursOf(sheet.id)).toEqual([`${monday} 8`]);
  });

  it('refuses hours off the half-hour steps with the item named (schema)', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [] });
    const response = await save(sheet.id, { entries: [cell(sheet.weekStartDate, 1), cell(sheet.weekStartDate, 2.25)] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {})).toEqual(['entries.1.hours']);
  });

  it('keeps 24 hours per day across grid and form: the cells of the day over it are named, nothing saved', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [] });
    const monday = addDays(sheet.weekStartDate, 1);
    const form = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: cell(monday, 10, { taskDescription: 'Form' }) });
    expect(form.statusCode, form.body).toBe(201);
    const response = await save(sheet.id, { entries: [cell(monday, 8), cell(monday, 6.5, { category: 'Meeting' }), cell(addDays(monday, 1), 9)] });
    expect(response.statusCode).toBe(400);
    const errors = envelope(response).validationErrors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['entries.0.hours', 'entries.1.hours']);
    expect(errors['entries.0.hours']![0]).toContain('24.5 hours');
    expect(await hoursOf(sheet.id)).toEqual([`${monday} 10`]);
    // Lowering the form's entry in the same batch makes room.
    const [formEntry] = await entriesOf(t, sheet.id);
    const ok = await save(sheet.id, { entries: [cell(monday, 8), cell(monday, 6.5, { category: 'Meeting' }), { ...cell(monday, 9.5), id: formEntry!.id, taskDescription: 'Form' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelope<Timesheet>(ok).data.totalHours).toBe(24);
    // And the form now sees a full day.
    const more = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: cell(monday, 0.5) });
    expect(more.statusCode).toBe(400);
  });

  it('answers 404 for an id that is not an entry of this timesheet, 400 for an id named twice', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [{ hours: 1 }] });
    const other = await createTimesheet(t, { employee, projectId, entries: [{ hours: 1 }] });
    const [mine] = await entriesOf(t, sheet.id);
    const [theirs] = await entriesOf(t, other.id);
    expect((await save(sheet.id, { entries: [{ ...cell(sheet.weekStartDate, 2), id: theirs!.id }] })).statusCode).toBe(404);
    const twice = await save(sheet.id, { entries: [{ ...cell(sheet.weekStartDate, 2), id: mine!.id }], removedEntryIds: [mine!.id] });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(envelope(twice).validationErrors ?? {})).toEqual(['removedEntryIds.0']);
    expect(await hoursOf(sheet.id)).toEqual([`${addDays(sheet.weekStartDate, 1)} 1`]);
  });

  it('is for the owner only, and only while Draft or Rejected', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [] });
    const body = { entries: [cell(sheet.weekStartDate, 1)] };
    expect((await save(sheet.id, body, manager)).statusCode).toBe(403);
    expect((await save(sheet.id, body, stranger)).statusCode).toBe(404);
    const submitted = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    expect((await save(submitted.id, { entries: [cell(submitted.weekStartDate, 1)] })).statusCode).toBe(409);
    const rejected = await createTimesheet(t, { employee, projectId, status: 'Rejected' });
    expect((await save(rejected.id, { entries: [cell(rejected.weekStartDate, 1)] })).statusCode).toBe(200);
    expect(await entriesOf(t, sheet.id)).toHaveLength(0);
  });

  it('refuses an empty batch', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [] });
    expect((await save(sheet.id, {})).statusCode).toBe(400);
  });
});

describe.runIf(TEST_DB === 'postgres')('concurrent saves (PostgreSQL)', () => {
  it('two grid saves and a form save of one day never record more than 24 hours together', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [] });
    const monday = addDays(sheet.weekStartDate, 1);
    const responses = await Promise.all([
      save(sheet.id, { entries: [cell(monday, 10, { taskDescription: 'A' })] }),
      save(sheet.id, { entries: [cell(monday, 10, { taskDescription: 'B' })] }),
      t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: cell(monday, 10, { taskDescription: 'C' }) }),
    ]);
    const saved = responses.filter((r) => r.statusCode < 300);
    expect(saved).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(1);
    const total = (await entriesOf(t, sheet.id)).reduce((sum, e) => sum + Number(e.hours), 0);
    expect(total).toBe(20);
  });
});
