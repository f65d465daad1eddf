import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@apps/contracts/mytime/calendar';
import { nonBillableProjectMessage } from '@apps/contracts/mytime/project.values';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, entriesOf, MYTIME } from '../../../test/factories/mytime.factories';

// Billable hours on a Non-billable project are refused on every write path of time entries (the add
// form, an entry's update, the week grid's save, which a copy of earlier rows goes through): a 400
// with the `/v1` envelope and the field named, and nothing stored.

let t: TestApp;
let employee: TestPerson;
let internalId: string;
let clientId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const manager = await t.createPerson({ roles: MYTIME.manager });
  employee = await t.createPerson({ roles: MYTIME.employee });
  await t.reportingLine(employee, manager);
  internalId = (await createProject(t, { projectManagerId: manager.id, name: 'Internal Tooling', billingType: 'Non-billable' })).id;
  clientId = (await createProject(t, { projectManagerId: manager.id, name: 'Atlas', billingType: 'Fixed' })).id;
});

afterAll(async () => {
  await t.close();
});

const entry = (date: string, overrides: Record<string, unknown> = {}) => ({
  date,
  projectId: internalId,
  taskDescription: 'Tooling',
  hours: 4,
  isBillable: true,
  category: 'Development',
  ...overrides,
});

describe('billable hours on a Non-billable project', () => {
  it('POST .../entries refuses them with a field error on isBillable; non-billable hours are fine', async () => {
    const sheet = await createTimesheet(t, { employee, projectId: clientId });
    const monday = addDays(sheet.weekStartDate, 1);
    const refused = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: entry(monday) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(envelope(refused)).toMatchObject({ success: false, validationErrors: { isBillable: [nonBillableProjectMessage('Internal Tooling')] } });
    expect(await entriesOf(t, sheet.id)).toHaveLength(1);

    const added = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: employee, payload: entry(monday, { isBillable: false }) });
    expect(added.statusCode, added.body).toBe(201);
    const stored = (await entriesOf(t, sheet.id)).find((row) => row.projectId === internalId)!;
    const update = await t.request({ method: 'PUT', url: `/v1/mytime/timesheets/${sheet.id}/entries/${stored.id}`, as: employee, payload: entry(monday, { hours: 5 }) });
    expect(update.statusCode, update.body).toBe(400);
    expect(envelope(update).validationErrors).toEqual({ isBillable: [nonBillableProjectMessage('Internal Tooling')] });
  });

  it('PUT .../entries (the grid, and a copy of earlier rows) names the item and saves nothing', async () => {
    const sheet = await createTimesheet(t, { employee, projectId: clientId, week: { weekStartDate: '2026-03-01', weekEndDate: '2026-03-07' } });
    const before = await entriesOf(t, sheet.id);
    const response = await t.request({
      method: 'PUT',
      url: `/v1/mytime/timesheets/${sheet.id}/entries`,
      as: employee,
      payload: { entries: [entry('2026-03-02', { projectId: clientId }), entry('2026-03-03')], removedEntryIds: [] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ 'entries.1.isBillable': [nonBillableProjectMessage('Internal Tooling')] });
    expect(await entriesOf(t, sheet.id)).toEqual(before);

    const ok = await t.request({
      method: 'PUT',
      url: `/v1/mytime/timesheets/${sheet.id}/entries`,
      as: employee,
      payload: { entries: [entry('2026-03-03', { isBillable: false })], removedEntryIds: [] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelope<Timesheet>(ok).data).toMatchObject({ billableHours: 8, nonBillableHours: 4 });
  });
});
