import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ScimError, scimErrorBody, toScimError } from './scim-error';
import { scimAuthentication, scimBudgets } from './scim-auth';
import { configureScimmy, SCIM_MEDIA_TYPE, SCIMMY } from './scim-schema';
import { startProvisioningLogPruner } from './provisioning-log.service';
import * as eventRepository from './provisioning-event.repository';
import { resourceView } from './scim-attributes';
import { discoveryList, plain, withAbsoluteLocation } from './scim-discovery';
import { createUser, deleteUser, getUser, listUsers, patchUser, queryParameter, replaceUser } from './scim-user.service';
import type { WriteOutcome } from './scim-user-write';
import { JSON_TOO_DEEP_DETAIL, jsonNestedDeeperThan } from '../../lib/json-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A SCIM route: its own authentication and rate limit; neither `/v1`'s auth nor its limiter applies. */
    scim?: boolean;
  }
  interface FastifyRequest {
    /** What a SCIM write did, for the provisioning log. */
    scimOutcome?: WriteOutcome;
  }
}

/** Where the SCIM endpoint lives (Entra's "Tenant URL"). */
export const SCIM_BASE_PATH = '/scim/v2';

const CONTENT_TYPE = `${SCIM_MEDIA_TYPE}; charset=utf-8`;

/** Every SCIM route: exempt from `/v1`'s authentication and rate limit (this scope has its own). */
const ROUTE = { config: { scim: true, rateLimit: false as const }, schema: { hide: true } };

/**
 * SCIM's error body and media type for a failure answered outside this scope, before any SCIM route
 * runs (malformed URLs, oversized headers, shutdown). `detail` is shown to the client.
 */
export function scimFailure(status: number, detail: string): { contentType: string; body: ReturnType<typeof scimErrorBody> } {
  return { contentType: CONTENT_TYPE, body: scimErrorBody(status, detail) };
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type(CONTENT_TYPE).send(body);
}

/**
 * SCIM 2.0 for Microsoft Entra provisioning (RFC 7643/7644), registered at `/scim/v2`:
 * discovery (`/ServiceProviderConfig`, `/ResourceTypes`, `/Schemas`) and `/Users`. Every route has
 * `config.scim` (the `/v1` auth hook skips it) and `rateLimit: false` (the `/v1` limiter skips it);
 * this scope has its own budgets (`SCIM_RATE_LIMIT_MAX` a minute per provisioning token, and per
 * client address for requests that fail authentication: `ScimBudgets`), bearer check, error schema
 * and media type, and logs writes and failures as provisioning events.
 */
export async function scimRoutes(app: FastifyInstance): Promise<void> {
  configureScimmy();
  const db = app.db;
  // Locations are absolute (RFC 7643 section 3.1), from the public address APP_URL (config: mail.appUrl).
  const origin = app.config.mail.appUrl;
  const baseUrl = `${origin}${SCIM_BASE_PATH}`;
  for (const resource of [SCIMMY.Resources.ServiceProviderConfig, SCIMMY.Resources.ResourceType, SCIMMY.Resources.Schema, SCIMMY.Resources.User]) {
    try {
      resource.basepath(SCIM_BASE_PATH);
    } catch {
      // Already set in this process (several apps in one test run).
    }
  }

  const parseJson = app.getDefaultJsonParser('error', 'error');
  // An empty body is no body (a DELETE may carry the media type without one); anything else is JSON.
  app.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    // The API's nesting limit (lib/json-body.ts), measured on the text before anything recurses into it.
    if (jsonNestedDeeperThan(text)) return done(new ScimError(400, JSON_TOO_DEEP_DETAIL, 'invalidSyntax'));
    parseJson(request, text, done);
  });

  app.addHook('onRequest', scimAuthentication(db, scimBudgets(app, app.config.scim.rateLimitMax)));
  if (app.metrics.enabled) {
    const metrics = app.metrics;
    app.addHook('onResponse', (request, reply, done) => {
      metrics.scimRequest(request.method, reply.statusCode);
      done();
    });
  }

  // Every instance prunes the log hourly; the deletes are bounded and idempotent.
  let pruner: ReturnType<typeof startProvisioningLogPruner> | null = null;
  app.addHook('onReady', async () => {
    pruner = startProvisioningLogPruner(db, app.config.scim.logRetention, { onError: (error) => app.log.warn({ err: error }, 'provisioning log prune failed') });
  });
  app.addHook('onClose', async () => {
    await pruner?.stop();
  });

  app.addHook('onSend', async (request, reply) => {
    const failed = reply.statusCode >= 400;
    if (!request.scimToken || (!failed && request.method === 'GET')) return;
    const outcome = request.scimOutcome;
    try {
      await eventRepository.insert(db, {
        tokenId: request.scimToken.id,
        method: request.method,
        path: request.url.split('?')[0]!.slice(0, 300),
        action: outcome?.action ?? (failed ? 'request.failed' : 'request'),
        status: reply.statusCode,
        resourceId: outcome?.resourceId ?? null,
        detail: (failed ? request.scimFailure : outcome?.detail) ?? null,
        ok: !failed,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'provisioning event not recorded');
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const scim = toScimError(error);
    if (scim.status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    request.scimFailure = scim.message.slice(0, 500);
    if (scim.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    if (scim.status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
    return send(reply, scim.status, scimErrorBody(scim.status, scim.message, scim.scimType));
  });
  app.setNotFoundHandler(async (request, reply) => send(reply, 404, scimErrorBody(404, `${request.method} ${request.url.split('?')[0]} is not a SCIM endpoint`)));

  const discovery = async (read: () => Promise<unknown>) => plain(await read());
  const discoveryResources = async (read: () => Promise<unknown>) => ((await discovery(read)).Resources ?? []) as Array<Record<string, unknown>>;
  app.get('/ServiceProviderConfig', ROUTE, async (_request, reply) =>
    send(reply, 200, withAbsoluteLocation(await discovery(() => new SCIMMY.Resources.ServiceProviderConfig().read()), origin)),
  );
  app.get('/ResourceTypes', ROUTE, async (_request, reply) =>
    send(reply, 200, discoveryList(await discoveryResources(() => new SCIMMY.Resources.ResourceType().read()), origin)),
  );
  app.get<{ Params: { id: string } }>('/ResourceTypes/:id', ROUTE, async (request, reply) => {
    const read = () => new SCIMMY.Resources.ResourceType(request.params.id).read();
    return send(reply, 200, withAbsoluteLocation(await readOne('resource type', request.params.id, () => discovery(read)), origin));
  });
  app.get('/Schemas', ROUTE, async (_request, reply) => send(reply, 200, discoveryList(await discoveryResources(() => new SCIMMY.Resources.Schema().read()), origin)));
  app.get<{ Params: { id: string } }>('/Schemas/:id', ROUTE, async (request, reply) => {
    const read = () => new SCIMMY.Resources.Schema(request.params.id).read();
    return send(reply, 200, withAbsoluteLocation(await readOne('schema', request.params.id, () => discovery(read)), origin));
  });

  // `attributes`/`excludedAttributes` are read before the service runs: a malformed list refuses a write before it happens.
  type UserRequest = { Params: { id: string }; Querystring: Record<string, unknown> };
  const viewOf = (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) =>
    resourceView(queryParameter(request.query, 'attributes'), queryParameter(request.query, 'excludedAttributes'));

  app.get<{ Querystring: Record<string, unknown> }>('/Users', ROUTE, async (request, reply) => {
    const view = viewOf(request);
    const list = await listUsers(db, request.query, baseUrl);
    return send(reply, 200, { ...list, Resources: list.Resources.map(view) });
  });
  app.get<UserRequest>('/Users/:id', ROUTE, async (request, reply) => {
    const view = viewOf(request);
    return send(reply, 200, view(await getUser(db, request.params.id, baseUrl)));
  });
  app.post<{ Querystring: Record<string, unknown> }>('/Users', ROUTE, async (request, reply) => {
    const view = viewOf(request);
    const result = await createUser(db, { tokenId: request.scimToken!.id }, request.body, baseUrl);
    request.scimOutcome = result.outcome;
    reply.header('location', (result.resource.meta as { location: string }).location);
    return send(reply, 201, view(result.resource));
  });
  app.put<UserRequest>('/Users/:id', ROUTE, async (request, reply) => {
    const view = viewOf(request);
    const result = await replaceUser(db, { tokenId: request.scimToken!.id }, request.params.id, request.body, baseUrl);
    request.scimOutcome = result.outcome;
    return send(reply, 200, view(result.resource));
  });
  app.patch<UserRequest>('/Users/:id', ROUTE, async (request, reply) => {
    const view = viewOf(request);
    const result = await patchUser(db, { tokenId: request.scimToken!.id }, request.params.id, request.body, baseUrl);
    request.scimOutcome = result.outcome;
    return send(reply, 200, view(result.resource));
  });
  app.delete<{ Params: { id: string } }>('/Users/:id', ROUTE, async (request, reply) => {
    request.scimOutcome = await deleteUser(db, { tokenId: request.scimToken!.id }, request.params.id);
    return reply.code(204).send();
  });
}

/** A discovery resource by id; scimmy's refusals (an unknown or malformed id) become our 404 and 400. */
async function readOne<T>(kind: string, id: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404) throw new ScimError(404, `No ${kind} with id "${id.slice(0, 200)}" on this server`);
    if (typeof status === 'number' && status >= 400 && status < 500) throw new ScimError(400, `"${id.slice(0, 200)}" is not a valid ${kind} id`, 'invalidValue');
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The detail of a failed SCIM request, for the provisioning log. */
    scimFailure?: string;
  }
}
