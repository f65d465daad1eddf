import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Delegator } from '@apps/contracts/core/people';
import { addDays } from '@apps/contracts/mytime/calendar';
import { delegations, users } from '../../db/schema/core';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';
import { today } from '../authority/reporting-line.service';

// GET /v1/users/me/delegators tells a delegate whom they act for today (inside
// the range only, never for a deactivated manager), with the manager's roles, on both databases.

let t: TestApp;
let lead: TestPerson; // Manager on mytime and grow
let deputy: TestPerson; // Employee on mytime only

beforeAll(async () => {
  t = await buildTestApp();
  lead = await t.createPerson({ name: 'Lead Delegator', roles: [...MYTIME.manager, { role: 'Manager', module: 'grow' }] });
  deputy = await t.createPerson({ roles: MYTIME.employee });
});

afterAll(async () => {
  await t.close();
});

const delegators = async (as: TestPerson) => {
  const response = await t.request({ method: 'GET', url: '/v1/users/me/delegators', as });
  expect(response.statusCode).toBe(200);
  return envelope<Delegator[]>(response).data;
};
const delegate = async (manager: TestPerson, from: number, to: number) => {
  const [row] = await t.app.db
    .insert(delegations)
    .values({ managerId: manager.id, delegateId: deputy.id, startDate: addDays(today(), from), endDate: addDays(today(), to) })
    .returning();
  return row!;
};
const remove = (id: string) => t.app.db.delete(delegations).where(eq(delegations.id, id));

it('is empty without a delegation, and for delegations that ended or have not started', async () => {
  expect(await delegators(deputy)).toEqual([]);
  const past = await delegate(lead, -10, -1);
  const future = await delegate(lead, 1, 10);
  expect(await delegators(deputy)).toEqual([]);
  await remove(past.id);
  await remove(future.id);
});

it('names the manager, the range and the manager\'s roles inside the range (first and last day included)', async () => {
  const first = await delegate(lead, 0, 3);
  const last = await delegate(lead, -3, 0);
  const answer = await delegators(deputy);
  expect(answer).toHaveLength(1);
  expect(answer[0]).toMatchObject({ managerId: lead.id, managerName: 'Lead Delegator', startDate: addDays(today(), -3), endDate: addDays(today(), 3) });
  expect(answer[0]!.assignments.sort((a, b) => a.module.localeCompare(b.module))).toEqual([
    { role: 'Manager', module: 'grow' },
    { role: 'Manager', module: 'mytime' },
  ]);
  // Only the delegate acts for the manager; the manager acts for nobody.
  expect(await delegators(lead)).toEqual([]);
  await remove(first.id);
  await remove(last.id);
});

it('leaves out a deactivated manager', async () => {
  const manager = await t.createPerson({ name: 'Soon Gone', roles: MYTIME.manager });
  const row = await delegate(manager, -1, 1);
  expect((await delegators(deputy)).map((d) => d.managerId)).toEqual([manager.id]);
  await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, manager.id));
  expect(await delegators(deputy)).toEqual([]);
  await remove(row.id);
});

it('is in the OpenAPI document and refuses a missing token', async () => {
  const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/docs/json' })).body) as { paths: Record<string, unknown> };
  expect(doc.paths['/v1/users/me/delegators']).toBeDefined();
  expect((await t.app.inject({ method: 'GET', url: '/v1/users/me/delegators' })).statusCode).toBe(401);
});
