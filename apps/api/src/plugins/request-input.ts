import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasControlCharacter, STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { ValidationError } from '../lib/errors';
import { depthCheckedJsonParser } from '../lib/json-body';

/**
 * Control characters reach a query value or a path parameter percent-encoded (Node's parser refuses
 * them raw in the request line), so a URL without `%` or a raw one needs no further look.
 */
function mayHoldControl(url: string): boolean {
  return url.includes('%') || hasControlCharacter(url);
}

/**
 * True for a route of the API, whose query values and parameters reach services and queries. SCIM
 * reads its own (`filter`, `attributes`, ids) and refuses them in its own terms (`invalidFilter`,
 * `invalidValue`), which only the SCIM module can name.
 */
function readsUrlInput(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl === '/v1' || routeUrl.startsWith('/v1/'));
}

/**
 * The first query key or value, or path parameter, that holds a control character: the field to name
 * in `validationErrors` (`querystring` for a key) and the message; null when there is none.
 */
function controlCharacterIn(request: FastifyRequest): { field: string; message: string } | null {
  const query = request.query as Record<string, string | string[] | undefined> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (hasControlCharacter(key)) return { field: 'querystring', message: 'A query parameter name must not contain control characters' };
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && hasControlCharacter(item))) {
      return { field: key, message: `The query parameter ${key} must not contain control characters` };
    }
  }
  const params = request.params as Record<string, string | undefined> | undefined;
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' && hasControlCharacter(value)) return { field: key, message: `The path parameter ${key} must not contain control characters` };
  }
  return null;
}

/**
 * How the API reads what a request carries besides its headers, so hostile payloads stop at the door:
 *
 * - JSON bodies (`application/json`, in every scope that does not register its own parser) go through
 *   Fastify's own parser (prototype poisoning refused) behind a nesting limit (`MAX_JSON_DEPTH`), so a
 *   body thousands of levels deep is a 400 before any recursive validator sees it. SCIM's
 *   `application/scim+json` parser applies the same limit (`jsonNestedDeeperThan`).
 * - A query key or value, or a path parameter, of a `/v1` route that holds a control character (NUL,
 *   line breaks, tabs, escape, DEL, C1) is a 400 naming it, checked after authentication so a caller
 *   without a token still gets 401 first. No search, filter or id with such a character reaches a
 *   service or the database.
 *
 * Headers need no check of ours: Node's parser refuses NUL and every other control character but the
 * tab in a header value (400 envelope, `protocol-errors.ts`), and the only header values the API reads
 * are the bearer token (a strict pattern: anything else is 401) and the media type.
 */
export const requestInputPlugin = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, depthCheckedJsonParser(app.getDefaultJsonParser('error', 'error')));

  // Callback-style: an async hook costs a promise and a microtask turn on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!mayHoldControl(request.url) || !readsUrlInput(request.routeOptions.url)) return done();
    const found = controlCharacterIn(request);
    if (!found) return done();
    done(new ValidationError({ [found.field]: [STORABLE_TEXT_MESSAGES.oneLine] }, found.message));
  });
});
