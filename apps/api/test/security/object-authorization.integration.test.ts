import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../fuzz/snapshot';
import { buildTestApp, envelope, type TestApp } from '../helper';
import { leaksIn, uuidsIn } from './leaks';
import { BOLA_CASES, OPEN_ID_ROUTES } from './object-authorization.cases';
import { apiOperations, idInputs, type ApiOperation } from '../openapi-operations';
import { ATTACKER_KINDS, buildWorld, type World } from './world';

/**
 * Broken object level authorization: for every registered /v1 route that takes an
 * id, person B calling with person A's ids is refused (403 or 404), the answer carries none of A's
 * data, and the database is exactly as it was. B is each kind of ordinary caller, including managers
 * of one module who must not reach another module's records.
 */
let t: TestApp;
let w: World;
let operations: ApiOperation[];
let baseline: string[];
const tally = { tried: 0, legitimate: 0 };

const fingerprint = async () => (await databaseFingerprint(t.app.db)).split('\n');

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
  operations = await apiOperations(t);
  baseline = await fingerprint();
});

afterAll(async () => {
  console.info(`object authorization: ${tally.tried} refused calls checked, ${tally.legitimate} legitimate pairs skipped, ${BOLA_CASES.length} routes`);
  await t?.close();
});

it('has a case, or a justified exception, for every registered /v1 route that takes an id', () => {
  const idRoutes = operations.filter((op) => idInputs(op).length > 0).map((op) => op.route);
  const covered = [...BOLA_CASES.map((c) => c.route), ...Object.keys(OPEN_ID_ROUTES)];
  expect(idRoutes.filter((route) => !covered.includes(route)), 'routes that take an id but have no case').toEqual([]);
  expect(covered.filter((route) => !idRoutes.includes(route)), 'cases for routes that do not exist or take no id').toEqual([]);
  expect(new Set(covered).size, 'a route listed twice').toBe(covered.length);
  expect(idRoutes.length).toBeGreaterThan(50);
});

describe.each(ATTACKER_KINDS)('person B as %s, with person A ids', (kind) => {
  it.each(BOLA_CASES)('$route', async ({ route, variants }) => {
    const b = w.attackers[kind];
    const known = new Set([...w.victimIds, w.admin.id, w.projectId, w.adminRoleId, b.person.id, b.sheet.id, b.sheet.entryId, b.okrId, b.pathId, b.goalId]);
    for (const variant of variants) {
      if (variant.legitimateFor?.includes(kind)) {
        tally.legitimate += 1;
        continue;
      }
      const { url, payload } = variant.build(w, b);
      const sent = `${url} ${payload === undefined ? '' : JSON.stringify(payload)}`;
      const label = `${route} (${variant.label}) as ${kind}`;
      // The request really names A's records, and only ids that exist (a typo would pass as a 404).
      expect(uuidsIn(sent).filter((id) => !known.has(id)), `${label}: unknown ids`).toEqual([]);
      expect(uuidsIn(sent).some((id) => w.victimIds.includes(id)), `${label}: uses none of A's ids`).toBe(true);

      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await t.request({ method, url, as: b.person, ...(payload === undefined ? {} : { payload: payload as object }) });
      tally.tried += 1;
      const body = envelope(response);
      const detail = `${label}: ${response.statusCode} ${response.body}`;
      expect([403, 404], detail).toContain(response.statusCode);
      expect(body.success, detail).toBe(false);
      expect(body.data, detail).toBeNull();
      expect(leaksIn(response.body, { marker: w.marker, email: w.victim.email, ids: w.victimIds }, sent), detail).toEqual([]);
      expect(await fingerprint(), `${label} changed the database`).toEqual(baseline);
    }
  });
});
