import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPerson } from '../helper';
import { apiOperations, type ApiOperation } from '../openapi-operations';
import { hostileBody, invalidBody, validValue } from './json-schema-arbitrary';
import { databaseFingerprint } from './snapshot';

/**
 * Property-based fuzzing of every POST, PUT and PATCH route from the OpenAPI document:
 * valid, invalid and hostile bodies and query strings, as every kind of caller. Never a 500; input
 * that breaks the schema gets 400 with field errors (or the caller's refusal, 401/403, which comes
 * first); and a refused call leaves the database exactly as it was.
 */

/** A POST, PUT or PATCH operation of the OpenAPI document. */
type Operation = ApiOperation & { method: 'POST' | 'PUT' | 'PATCH' };

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24);
let t: TestApp;
let callers: Record<string, TestPerson | undefined>;
let operations: Operation[];
/** Totals for docs/reliability.md. */
const tally = { cases: 0, refused: 0, accepted: 0, byStatus: {} as Record<number, number> };

beforeAll(async () => {
  t = await buildTestApp();
  callers = {
    none: undefined,
    noRole: await t.createPerson(),
    employee: await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] }),
    manager: await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] }),
    recruiter: await t.createPerson({ roles: [{ role: 'Recruiter', module: 'all' }] }),
    admin: await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] }),
  };
  operations = (await apiOperations(t)).filter((op): op is Operation => ['POST', 'PUT', 'PATCH'].includes(op.method));
});

afterAll(async () => {
  console.info(`fuzz: ${tally.cases} cases over ${operations.length} routes; refused ${tally.refused}, accepted ${tally.accepted}; statuses ${JSON.stringify(tally.byStatus)}`);
  await t.close();
});

function urlFor(op: Operation, params: Record<string, unknown>, query: Record<string, unknown>): string {
  let url = op.path;
  for (const param of op.pathParams) url = url.replace(`{${param.name}}`, encodeURIComponent(String(params[param.name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  return search.size > 0 ? `${url}?${search}` : url;
}

type Case = { caller: string; params: Record<string, unknown>; query: Record<string, unknown>; body: unknown; invalid: string | null };

function cases(op: Operation): fc.Arbitrary<Case> {
  const bodySchema = op.body ?? { type: 'object', properties: {} };
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, validValue(p.schema)])));
  const query = fc.record(Object.fromEntries(op.query.map((q) => [q.name, validValue(q.schema)])), {
    requiredKeys: op.query.filter((q) => q.required).map((q) => q.name),
  });
  const caller = fc.constantFrom(...Object.keys(callers));
  const body = op.body
    ? fc.oneof(
        validValue(bodySchema).map((b) => ({ body: b, invalid: null as string | null })),
        invalidBody(bodySchema).map(({ body: b, how }) => ({ body: b, invalid: how as string | null })),
        hostileBody(bodySchema).map((b) => ({ body: b, invalid: null as string | null })),
      )
    : fc.constant({ body: undefined as unknown, invalid: null as string | null });
  return fc.record({ caller, params, query, body }).map(({ caller: c, params: p, query: q, body: b }) => ({
    caller: c,
    params: p,
    query: q,
    body: b.body,
    invalid: b.invalid,
  }));
}

describe('fuzzing every POST, PUT and PATCH route from the OpenAPI document', () => {
  it('covers at least the core write routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
  });

  it('answers every generated request without a 500, with 400 field errors for invalid input, and leaves refused calls without effect', async () => {
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(cases(op), async (c) => {
          const before = await databaseFingerprint(t.app.db);
          const response = await t.request({
            method: op.method,
            url: urlFor(op, c.params, c.query),
            as: callers[c.caller],
            ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body), headers: { 'content-type': 'application/json' } }),
          });
          const label = `${op.method} ${op.path} as ${c.caller}${c.invalid ? ` (${c.invalid})` : ''}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          tally.cases += 1;
          tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.headers['content-type'], label).toMatch(/application\/json/);
          const envelope = response.json() as { success: boolean; validationErrors: Record<string, string[]> | null };
          if (c.invalid) {
            expect([400, 401, 403, 413], label).toContain(response.statusCode);
            if (response.statusCode === 400) expect(Object.keys(envelope.validationErrors ?? {}).length, label).toBeGreaterThan(0);
          }
          if (response.statusCode >= 400) {
            tally.refused += 1;
            expect(envelope.success, label).toBe(false);
            expect(await databaseFingerprint(t.app.db), `database changed by a refused call: ${label}`).toBe(before);
          } else {
            tally.accepted += 1;
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    }
  }, 600_000);

  it('refuses prototype-poisoning keys with 400', async () => {
    for (const raw of ['{"__proto__":{"isAdmin":true},"isActive":false}', '{"constructor":{"prototype":{"isAdmin":true}},"isActive":false}']) {
      const response = await t.request({
        method: 'PATCH',
        url: `/v1/users/${callers.noRole!.id}`,
        as: callers.admin,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, raw).toBe(400);
    }
  });
});
