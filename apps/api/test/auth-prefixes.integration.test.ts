import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// The auth hook decides from the matched route, never from the URL's text. Every
// route registered under /v1, reached through any spelling of its prefix (percent-encoding, repeated
// slashes, dot segments, letter case), answers without a token anything but success.

/** Routes that need no token (ARCHITECTURE.md "Fixed contracts"). */
const PUBLIC_ROUTES = new Set(['GET /v1/auth/config', 'POST /v1/auth/dev/token']);

/** Spellings of the `/v1` prefix that a router may resolve to the same route. */
const FIXED_PREFIXES = ['/v1', '/%76%31', '/%76%31', '/v%31', '/%76' + '1', '//v1', '/v1/.', '/./v1', '/v1/', '/x/../v1', '/V1', '/%2576%2531', '/v1%2F', '/%2Fv1'];

/** Any spelling of `/v1`: each character optionally percent-encoded (either hex case), extra slashes, dot segments, case. */
const prefixArbitrary = fc
  .tuple(
    fc.array(fc.constantFrom('', '/', '/./', '/x/../'), { maxLength: 2 }),
    fc.constantFrom('v', 'V', '%76', '%56'),
    fc.constantFrom('1', '%31'),
    fc.constantFrom('', '/.', '/', '/./'),
  )
  .map(([lead, v, one, tail]) => `/${lead.join('')}${v}${one}${tail}`.replace(/^\/+/, '/'));

/** A concrete URL for a registered route: each `:param` a fresh id (sometimes upper case). */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, () => (Math.random() < 0.5 ? randomUUID() : randomUUID().toUpperCase()));
}

describe('every /v1 route needs a token, whatever the spelling of its prefix', () => {
  let t: TestApp;
  let routes: Array<{ method: string; rest: string }>;

  beforeAll(async () => {
    t = await buildTestApp();
    routes = t.app.registeredRoutes
      .filter((route) => route.split(' ')[1]!.startsWith('/v1/') && !PUBLIC_ROUTES.has(route))
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return { method, rest: path.slice('/v1'.length) };
      });
  });
  afterAll(async () => t?.close());

  it('covers the registered routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('never answers success without a token or with a junk token, on any fixed spelling', async () => {
    for (const { method, rest } of routes) {
      for (const prefix of FIXED_PREFIXES) {
        for (const authorization of [undefined, 'Bearer junk', 'Bearer a.b.c']) {
          const url = `${prefix}${concrete(rest)}`;
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            headers: authorization ? { authorization } : {},
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          // The auth hook runs before validation: a matched route answers 401, an unmatched one 404.
          expect([401, 404], `${method} ${url}`).toContain(response.statusCode);
          expect(response.headers['content-type'], `${method} ${url}`).toMatch(/application\/json/);
        }
      }
    }
  });

  it('never answers success without a token on generated spellings (property)', async () => {
    await fc.assert(
      fc.asyncProperty(prefixArbitrary, fc.integer({ min: 0, max: 10_000 }), async (prefix, pick) => {
        const { method, rest } = routes[pick % routes.length]!;
        const url = `${prefix}${concrete(rest)}`;
        const response = await t.app.inject({ method: method as 'GET', url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        expect([401, 404], `${method} ${url}`).toContain(response.statusCode);
      }),
      { numRuns: 300, seed: 12 },
    );
  });

  it('the encoded prefix of the review reaches the route and is refused for want of a token (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%76%31/permissions?roleIds=' + randomUUID() });
    expect(response.statusCode).toBe(401);
  });
});
