import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Delegation } from '@apps/contracts/core/people';
import { addDays } from '@apps/contracts/mytime/calendar';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, freshWeek, MYTIME } from '../../../test/factories/mytime.factories';
import { today } from '../authority/reporting-line.service';
import { approversOf } from './notification-recipients';

// A delegation named through the API counts for approvals inside its dates only,
// both for who may decide (the approve route) and for who is told (approversOf), on both databases.

let t: TestApp;
let lead: TestPerson;
let employee: TestPerson;
let deputy: TestPerson;
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  lead = await t.createPerson({ roles: MYTIME.manager });
  employee = await t.createPerson({ roles: MYTIME.employee, managerId: lead.id });
  deputy = await t.createPerson({ roles: MYTIME.employee });
  projectId = (await createProject(t, { projectManagerId: lead.id })).id;
});

afterAll(async () => {
  await t.close();
});

const delegate = async (from: number, to: number) =>
  envelope<Delegation>(
    await t.request({
      method: 'POST',
      url: `/v1/users/${lead.id}/delegations`,
      as: lead,
      payload: { delegateId: deputy.id, startDate: addDays(today(), from), endDate: addDays(today(), to) },
    }),
  ).data;
const remove = (d: Delegation) => t.request({ method: 'DELETE', url: `/v1/users/${lead.id}/delegations/${d.id}`, as: lead });
const approvers = () => approversOf(t.app.db, { resource: 'timesheets', ownerId: employee.id });
const approveAsDeputy = async () => {
  const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted', week: freshWeek() });
  return (await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: deputy, payload: { approverId: deputy.id } })).statusCode;
};

it('a delegation starting tomorrow changes nothing today', async () => {
  const future = await delegate(1, 5);
  expect(await approvers()).toEqual([lead.id]);
  expect(await approveAsDeputy()).toBe(403);
  await remove(future);
});

it('a delegation covering today makes the delegate an approver until it is removed', async () => {
  const current = await delegate(0, 5);
  expect((await approvers()).sort()).toEqual([lead.id, deputy.id].sort());
  expect(await approveAsDeputy()).toBe(200);
  expect((await remove(current)).statusCode).toBe(200);
  expect(await approvers()).toEqual([lead.id]);
  expect(await approveAsDeputy()).toBe(403);
});
