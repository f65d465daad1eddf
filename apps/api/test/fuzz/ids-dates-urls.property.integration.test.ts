import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPerson } from '../helper';
import { apiOperations, ID_FIELD, idInputs, type ApiOperation } from '../openapi-operations';
import { validValue, type JsonSchema } from './json-schema-arbitrary';

/**
 * One property test over the id, date and URL classes (classes 1, 3, 5 and 6), so the
 * next route cannot reintroduce them. For every `/v1` operation of the OpenAPI document (which must list
 * every registered `/v1` route), requests are generated with:
 * - ids in any letter case (the caller's own or unknown ones), percent-encoded, malformed (`%zz`),
 *   over-long, or not ids at all, in path parameters, id query parameters and id body fields;
 * - dates out of range (year 0000, 9999, 1899, 2200), impossible (2026-02-30, month 13) and with
 *   impossible offsets (+99:99, +25:00, -12:01, +05:60) wherever a date is taken, nested ones included;
 * - non-canonical spellings of the `/v1` prefix (percent-encoded, dot segments, repeated slashes, case);
 * as no caller, a junk token, an Employee, a Manager and an Admin (on all). Every answer: never a 5xx,
 * always the envelope (JSON, the six fields, `success` matching the status, the trace id of the
 * `x-trace-id` header), and never success without a valid token on a route that is not public.
 * Afterwards every caller can still sign in (no own account was ended through a non-canonical id).
 * Seeded and bounded: `ID_DATE_URL_RUNS` requests per operation (default 8), `ID_DATE_URL_SEED` (1212).
 */

const RUNS_PER_OPERATION = Number(process.env.ID_DATE_URL_RUNS ?? 8);
const SEED = Number(process.env.ID_DATE_URL_SEED ?? 1212);

/** Routes that need no token (ARCHITECTURE.md "Fixed contracts"). */
const PUBLIC_ROUTES = new Set(['GET /v1/auth/config', 'POST /v1/auth/dev/token']);

/** Routes that answer a file (CSV or XLSX) on success (exports). */
const FILE_ROUTES = /^GET \/v1\/mytime\/exports\//;

const ENVELOPE_KEYS = ['data', 'error', 'success', 'timestamp', 'traceId', 'validationErrors'];

/** A date field of the OpenAPI document: `dateInput()` publishes its `YYYY-MM-DD` pattern. */
function isDateSchema(schema: JsonSchema): boolean {
  return schema.format === 'date' || (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}'));
}

function isIdSchema(schema: JsonSchema, name: string | undefined): boolean {
  return schema.format === 'uuid' || (name !== undefined && ID_FIELD.test(name) && [schema.type].flat().includes('string'));
}

/** Each letter of `value` in upper or lower case, as the flags say. */
function recase(value: string, flags: boolean[]): string {
  return [...value].map((char, i) => (flags[i % flags.length] ? char.toUpperCase() : char.toLowerCase())).join('');
}

/** An id as a caller might write it: the caller's own or an unknown one, in any letter case, or not an id. */
function idArbitrary(ownIds: readonly string[]): fc.Arbitrary<string> {
  const base = ownIds.length > 0 ? fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...ownIds)) : fc.uuid({ version: 4 });
  const spelled = fc.tuple(base, fc.array(fc.boolean(), { minLength: 1, maxLength: 36 })).map(([id, flags]) => recase(id, flags));
  const notAnId = fc.constantFrom('not-an-id', '', ' ', '00000000-0000-0000-0000-00000000000g', '{00000000-0000-4000-8000-000000000000}', '0'.repeat(32), "1' or '1'='1", '..', 'null');
  return fc.oneof({ weight: 6, arbitrary: spelled }, { weight: 1, arbitrary: notAnId }, { weight: 1, arbitrary: spelled.map((id) => ` ${id} `) });
}

/** Dates the API must refuse (or accept) without a 5xx: out of range, impossible, bad offsets, near misses. */
const dateArbitrary: fc.Arbitrary<string> = (() => {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const offset = fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
    .map(([sign, h, m, colon]) => `${sign}${pad(h, 2)}${colon ? ':' : ''}${pad(m, 2)}`);
  const generated = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
  const midnight = fc
    .tuple(generated, fc.constantFrom('T00:00', 'T00:00:00', 'T00:00:00.000', 'T12:00:00.000'), fc.oneof(offset, fc.constantFrom('Z', '')))
    .map(([date, time, zone]) => `${date}${time}${zone}`);
  const fixed = fc.constantFrom(
    '0000-01-01',
    '9999-12-31',
    '1899-12-31',
    '1900-01-01',
    '2199-12-31',
    '2200-01-01',
    '2026-02-30',
    '2026-13-01',
    '2026-11-23T00:00:00.000+99:99',
    '2026-11-23T00:00:00.000+25:00',
    '2026-11-23T00:00:00.000-12:01',
    '2026-11-23T00:00:00.000+14:01',
    '2026-11-23T00:00:00.000+05:60',
    '2026-11-23T00:00:00.000+05:30',
    '+002026-01-01',
    '2026-1-1',
    '20261123',
  );
  return fc.oneof(fixed, generated, midnight);
})();

/**
 * A body, query or parameter value for `schema` where every date and id (found by format, pattern or
 * field name, at any depth) is a generated hostile one and everything else is valid.
 */
function inputFor(schema: JsonSchema, name: string | undefined, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => inputFor(branch, name, ids)));
  if (isDateSchema(schema)) return dateArbitrary;
  if (isIdSchema(schema, name)) return ids;
  const kind = [schema.type].flat()[0];
  if (kind === 'object' && schema.properties) {
    return fc.record(Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, inputFor(value, key, ids)])), {
      requiredKeys: (schema.required ?? []).filter((key) => key in schema.properties!),
    });
  }
  if (kind === 'array' && schema.items) {
    return fc.array(inputFor(schema.items, undefined, ids), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, 2) });
  }
  return validValue(schema);
}

/**
 * The oracle for dates, written from the issue's rule and not from the server's code: `YYYY-MM-DD`, or a
 * timestamp at midnight with an optional offset (the most any date field accepts), a real calendar date
 * from 1900-01-01 to 2199-12-31, an offset from -12:00 to +14:00 with minutes below 60.
 */
function acceptableDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.0{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (match[5]) {
    const minutes = Number(match[7]);
    const total = (match[5] === '-' ? -1 : 1) * (Number(match[6]) * 60 + minutes);
    if (minutes >= 60 || total < -12 * 60 || total > 14 * 60) return false;
  }
  return true;
}

/** The values sent in date positions of `schema` (any depth). */
function datesIn(schema: JsonSchema, value: unknown): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => isDateSchema(branch)) && typeof value === 'string' ? [value] : branches.flatMap((branch) => datesIn(branch, value));
  if (isDateSchema(schema)) return typeof value === 'string' ? [value] : [];
  if (schema.properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(schema.properties).flatMap(([key, property]) => datesIn(property, (value as Record<string, unknown>)[key]));
  }
  if (schema.items && Array.isArray(value)) return value.flatMap((item) => datesIn(schema.items!, item));
  return [];
}

const UUID_ANY_CASE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` with every UUID (any case, any depth) in lower case: the canonical twin of a request. */
function canonicalIds<T>(value: T): T {
  if (typeof value === 'string') return (UUID_ANY_CASE.test(value) ? value.toLowerCase() : value) as T;
  if (Array.isArray(value)) return value.map(canonicalIds) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canonicalIds(v)])) as T;
  return value;
}

/** JSON with object keys and array items in a fixed order, so two answers compare regardless of row order. */
function orderless(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(orderless).sort().join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${orderless((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Every character percent-encoded, hex digits in either case. */
function percentEncodeAll(value: string, upperHex: boolean): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).map((s) => (upperHex ? s.toUpperCase() : s)).join('');
}

/** How a path parameter is written into the URL: escaped, fully percent-encoded, malformed or over-long. */
const pathSpelling = fc.constantFrom('escaped', 'escaped', 'escaped', 'encoded-lower', 'encoded-upper', 'malformed', 'over-long');

function writePathParam(value: string, spelling: string): string {
  switch (spelling) {
    case 'encoded-lower':
      return percentEncodeAll(value, false);
    case 'encoded-upper':
      return percentEncodeAll(value, true);
    case 'malformed':
      return `${encodeURIComponent(value)}%zz%E0%A4%`;
    case 'over-long':
      return 'a'.repeat(1_000);
    default:
      return encodeURIComponent(value);
  }
}

/** Percent-encoded spellings of `/v1` that the router decodes to the same routes (what class 3 was about). */
const encodedPrefix = fc
  .tuple(fc.constantFrom('v', '%76'), fc.constantFrom('1', '%31'), fc.boolean())
  .filter(([v, one]) => v !== 'v' || one !== '1')
  .map(([v, one, upperHex]) => `/${v}${one}`.replace(/%[0-9a-f]{2}/gi, (hex) => (upperHex ? hex.toUpperCase() : hex.toLowerCase())));

/** Spellings of the `/v1` prefix: mostly canonical, else percent-encoded, dot segments, slashes, case. */
const prefixArbitrary = fc.oneof(
  { weight: 1, arbitrary: encodedPrefix },
  { weight: 3, arbitrary: fc.constant('/v1') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('', '/', '/./', '/x/../'), fc.constantFrom('v', 'V', '%76', '%56'), fc.constantFrom('1', '%31'), fc.constantFrom('', '/.', '/', '/./'))
      .map(([lead, v, one, tail]) => `/${lead}${v}${one}${tail}`.replace(/^\/+/, '/')),
  },
);

type CallerName = 'none' | 'junk' | 'employee' | 'manager' | 'admin';
const SIGNED_IN = ['employee', 'manager', 'admin'] as const;

interface Case {
  caller: CallerName;
  prefix: string;
  params: Record<string, { value: string; spelling: string }>;
  query: Record<string, unknown>;
  body: unknown;
}

describe('ids, dates and URLs on every /v1 route (property)', () => {
  let t: TestApp;
  let operations: ApiOperation[];
  let people: Record<(typeof SIGNED_IN)[number], TestPerson>;
  const tally = { requests: 0, twins: 0, badDates: 0, byStatus: {} as Record<number, number> };

  beforeAll(async () => {
    t = await buildTestApp();
    people = {
      employee: await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] }),
      manager: await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] }),
      admin: await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] }),
    };
    // A second Admin on all, so "the last Admin" is never what refuses a call.
    await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    operations = await apiOperations(t);
  });
  afterAll(async () => {
    console.info(
      `ids/dates/urls: ${tally.requests} requests over ${operations?.length ?? 0} operations (${tally.badDates} with a date outside the rule, ` +
        `${tally.twins} GETs compared with their lower-case twin); statuses ${JSON.stringify(tally.byStatus)}`,
    );
    await t?.close();
  });

  function caseArbitrary(op: ApiOperation, callers: readonly CallerName[], prefixes: fc.Arbitrary<string> = prefixArbitrary): fc.Arbitrary<Case> {
    return fc.constantFrom(...callers).chain((caller) => {
      const own = caller === 'none' || caller === 'junk' ? [] : [people[caller].id];
      const ids = idArbitrary(own);
      const params = fc.record(
        Object.fromEntries(op.pathParams.map((p) => [p.name, fc.record({ value: fc.oneof(ids, inputFor(p.schema, p.name, ids).map(String)), spelling: pathSpelling })])),
      );
      const query = fc.record(Object.fromEntries(op.query.map((q) => [q.name, inputFor(q.schema, q.name, ids)])), {
        requiredKeys: op.query.filter((q) => q.required).map((q) => q.name),
      });
      const body = op.body ? inputFor(op.body, undefined, ids) : fc.constant(undefined);
      return fc.record({ caller: fc.constant(caller), prefix: prefixes, params, query, body });
    });
  }

  function urlOf(op: ApiOperation, c: Case): string {
    let path = op.path.slice('/v1'.length);
    for (const [name, { value, spelling }] of Object.entries(c.params)) path = path.replace(`{${name}}`, writePathParam(value, spelling));
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(c.query)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    }
    return `${c.prefix}${path}${search.size > 0 ? `?${search}` : ''}`;
  }

  /** Sends the case; checks the envelope (never a 5xx); returns the status, the parsed body and a label. */
  async function send(op: ApiOperation, c: Case) {
    const url = urlOf(op, c);
    const token = c.caller === 'none' ? undefined : c.caller === 'junk' ? 'junk.token.value' : people[c.caller].token;
    const response = await t.app.inject({
      method: op.method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
    });
    tally.requests += 1;
    tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
    const sent = c.body === undefined ? '' : ` ${JSON.stringify(c.body).slice(0, 300)}`;
    const label = `${op.route} as ${c.caller}: ${op.method} ${url.slice(0, 300)}${sent} -> ${response.statusCode} ${response.body.slice(0, 300)}`;

    expect(response.statusCode, label).toBeLessThan(500);
    if (response.statusCode === 200 && FILE_ROUTES.test(op.route)) {
      // the exports answer the file itself on success (their refusals are the envelope, checked below).
      expect(response.headers['content-type'], label).toMatch(/^(text\/csv|application\/vnd\.openxmlformats)/);
      return { status: response.statusCode, body: {} as Record<string, unknown>, label };
    }
    expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort(), label).toEqual(ENVELOPE_KEYS);
    expect(body.success, label).toBe(response.statusCode < 400);
    expect(body.traceId, label).toBe(response.headers['x-trace-id']);
    if (response.statusCode === 400 && body.validationErrors !== null) {
      expect(Object.keys(body.validationErrors as object).length, label).toBeGreaterThan(0);
    }
    return { status: response.statusCode, body, label };
  }

  it('covers every registered /v1 route', () => {
    expect(operations.length).toBe(t.app.registeredRoutes.filter((route) => route.split(' ')[1]!.startsWith('/v1/')).length);
  });

  it('never answers 5xx, always the envelope, never success without a valid token nor with a date outside the rule', async () => {
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            caseArbitrary(op, SIGNED_IN),
            // Without a valid token, mostly through spellings of the prefix that reach the route.
            caseArbitrary(op, ['none', 'junk'], fc.oneof({ weight: 3, arbitrary: encodedPrefix }, { weight: 1, arbitrary: prefixArbitrary })),
          ),
          async (c) => {
          const { status, label } = await send(op, c);
          if ((c.caller === 'none' || c.caller === 'junk') && !PUBLIC_ROUTES.has(op.route)) {
            expect(status, label).toBeGreaterThanOrEqual(400);
          }
          const dates = [
            ...op.query.flatMap((q) => datesIn(q.schema, c.query[q.name])),
            ...op.pathParams.flatMap((p) => datesIn(p.schema, c.params[p.name]?.value)),
            ...(op.body ? datesIn(op.body, c.body) : []),
          ];
          if (dates.some((date) => !acceptableDate(date))) {
            tally.badDates += 1;
            expect(status, `a date outside the rule was accepted: ${label}`).toBeGreaterThanOrEqual(400);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED },
      );
    }
    expect(tally.requests).toBe(operations.length * RUNS_PER_OPERATION);
  }, 300_000);

  it('answers a GET with ids in any letter case exactly as with the same ids in lower case', async () => {
    const reads = operations.filter((op) => op.method === 'GET' && idInputs(op).length > 0);
    expect(reads.length).toBeGreaterThan(10);
    for (const op of reads) {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(op, SIGNED_IN, fc.constant('/v1')), async (c) => {
          const twin: Case = {
            ...c,
            params: Object.fromEntries(Object.entries(c.params).map(([name, p]) => [name, { ...p, value: canonicalIds(p.value) }])),
            query: canonicalIds(c.query),
          };
          const [sent, canonical] = [await send(op, c), await send(op, twin)];
          tally.twins += 1;
          expect(sent.status, `${sent.label}\n  lower-case twin: ${canonical.label}`).toBe(canonical.status);
          expect(orderless(sent.body.data), sent.label).toBe(orderless(canonical.body.data));
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED },
      );
    }
  }, 300_000);

  it('leaves every caller able to sign in (no own account ended through another spelling of its id)', async () => {
    for (const person of Object.values(people)) {
      const response = await t.request({ method: 'POST', url: '/v1/auth/login', as: person });
      expect(response.statusCode, person.email).toBe(200);
    }
  });
});
