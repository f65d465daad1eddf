import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { tracer } from './tracing';

/**
 * A SERVER span per request, made without patching Fastify: the bundle (build.mjs) loads Fastify
 * before any SDK could patch it, so the span is started in `genReqId` and carried by hooks.
 */

const spans = new WeakMap<object, Span>();

/**
 * Fastify's `genReqId` while tracing: starts the request's span (continuing the caller's trace when
 * it sends a W3C `traceparent`) and returns its trace id, so the request id in the envelope's
 * `traceId`, the `x-trace-id` header and the log line is the id to look the trace up by. The span
 * is named `GET` until the route is known. Requests for `untracedPaths` (the balancer's and the
 * supervisor's health probes, every few seconds) get no span and a random UUID as before.
 */
export function requestSpanStarter(untracedPaths: readonly string[]): (raw: IncomingMessage) => string {
  const untraced = new Set(untracedPaths);
  return (raw) => {
    const target = raw.url ?? '/';
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    if (untraced.has(path)) return randomUUID();
    const method = raw.method ?? 'GET';
    const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
    const span = tracer().startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } }, parent);
    spans.set(raw, span);
    return span.spanContext().traceId;
  };
}

/** Ends the request's span once (the response was sent, or the client went away first). */
function endRequestSpan(raw: object, statusCode: number | null): void {
  const span = spans.get(raw);
  if (!span) return;
  spans.delete(raw);
  if (statusCode !== null) {
    span.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', String(statusCode));
    }
  } else {
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'client closed the request' });
  }
  span.end();
}

/**
 * Adds the hooks that carry the request span: on request it is named `METHOD /route/:pattern`
 * with `http.route` and becomes the active context of everything the request runs (hooks, body
 * parsing, handler, database queries, outgoing calls); on response it gets the status code and ends.
 * Register before any other hook so that they all run inside the span.
 */
export function addRequestSpanHooks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const span = spans.get(request.raw);
    if (!span) {
      done();
      return;
    }
    span.setAttribute('url.scheme', request.protocol);
    const route = request.routeOptions.url;
    if (route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    const active = trace.setSpan(context.active(), span);
    // The body's stream events start outside this context; bound, they continue the request's trace.
    context.bind(active, request.raw);
    context.bind(active, reply.raw);
    context.with(active, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    endRequestSpan(request.raw, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    endRequestSpan(request.raw, null);
    done();
  });
}
