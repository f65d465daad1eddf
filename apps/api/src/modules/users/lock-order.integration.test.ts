import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithAdmin, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';

// The two advisory locks (Admin changes, reporting line) are always taken in that order, so deleting one
// person while another is deactivated (each moves direct reports up and guards the last Admin) never
// deadlocks. On PostgreSQL, where the two requests really run side by side.

let t: TestApp;
let admin: TestPerson;

beforeAll(async () => {
  ({ t, admin } = await buildTestAppWithAdmin());
});

afterAll(async () => {
  await t.close();
});

describe.runIf(TEST_DB === 'postgres')('lock order of deactivation and deletion', () => {
  it('20 rounds of a deletion beside a deactivation (with and without a manager change): every request succeeds, no deadlock', async () => {
    for (let round = 0; round < 20; round += 1) {
      const manager = await t.createPerson();
      const leaving = await t.createPerson({ managerId: manager.id });
      await t.createPerson({ managerId: leaving.id });
      const deactivated = await t.createPerson({ managerId: manager.id });
      await t.createPerson({ managerId: deactivated.id });
      const [deleted, patched] = await Promise.all([
        t.request({ method: 'DELETE', url: `/v1/users/${leaving.id}`, as: admin }),
        t.request({ method: 'PATCH', url: `/v1/users/${deactivated.id}`, as: admin, payload: round % 2 === 0 ? { isActive: false } : { isActive: false, managerId: null } }),
      ]);
      expect([deleted.statusCode, patched.statusCode], `round ${round}: ${deleted.body} ${patched.body}`).toEqual([200, 200]);
    }
  });
});
