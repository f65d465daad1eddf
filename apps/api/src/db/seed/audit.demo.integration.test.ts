import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditPage } from '@apps/contracts/core/audit';
import { DEMO_ADMIN_EMAIL } from '../../config';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { seedDemo } from './demo';

/** The demo organisation's audit log tells the history of its demo records. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

it('holds the role assignments, timesheet and leave decisions of the demo data, once, for the audit screen', async () => {
  const admin = await t.tokenFor(DEMO_ADMIN_EMAIL, 'Aarav Mehta');
  const count = async (action: string) => envelope<AuditPage>(await t.request({ method: 'GET', url: `/v1/audit?action=${action}&limit=100`, as: admin })).data.items.length;
  const before = {
    roles: await count('user_role.assigned'),
    submitted: await count('timesheet.submitted'),
    approved: await count('timesheet.approved'),
    leave: await count('leave_request.created'),
  };
  expect(before.roles).toBeGreaterThan(5);
  expect(before.submitted).toBeGreaterThan(0);
  expect(before.approved).toBeGreaterThan(0);
  expect(before.leave).toBeGreaterThan(0);

  const [approval] = envelope<AuditPage>(await t.request({ method: 'GET', url: '/v1/audit?action=timesheet.approved&limit=1', as: admin })).data.items;
  expect(approval).toMatchObject({ subject: { type: 'timesheet' }, details: { before: { status: 'Submitted' }, after: { status: 'Approved' } } });
  expect(approval!.actor).toMatchObject({ kind: 'user', name: expect.any(String) });

  // Every start in dev mode seeds again: nothing is written twice.
  await seedDemo(t.app.db);
  expect(await count('timesheet.submitted')).toBe(before.submitted);
  expect(await count('user_role.assigned')).toBe(before.roles);
});
