import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Notification } from '@apps/contracts/core/notification';
import type { RoleDefaults } from '@apps/contracts/core/role-defaults';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { seedDemo } from './demo';

/** The demo organisation shows default roles and a pending access request to its Admin. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

it('sets Employee on MyTime and Grow as default roles and shows Aarav the new joiner asking for MyTime, once', async () => {
  await seedDemo(t.app.db);
  const aarav = await t.tokenFor('aarav.mehta@example.com', 'Aarav Mehta');
  const defaults = envelope<RoleDefaults>(await t.request({ method: 'GET', url: '/v1/role-defaults', as: aarav })).data;
  expect(defaults.items).toEqual([{ roleName: 'Employee', module: 'grow' }, { roleName: 'Employee', module: 'mytime' }]);
  const bell = envelope<Notification[]>(await t.request({ method: 'GET', url: '/v1/notifications', as: aarav })).data;
  const asks = bell.filter((n) => n.kind === 'access.requested');
  expect(asks).toHaveLength(1);
  expect(asks[0]).toMatchObject({ title: 'Sanjay Rao asks for access to MyTime', link: expect.stringMatching(/^\/admin\/users\?tab=users&userId=/) });
  const sanjay = await t.tokenFor('sanjay.rao@example.com', 'Sanjay Rao');
  const mine = envelope<Array<{ module: string }>>(await t.request({ method: 'GET', url: '/v1/access-requests/mine', as: sanjay })).data;
  expect(mine.map((r) => r.module)).toEqual(['mytime']);
});
