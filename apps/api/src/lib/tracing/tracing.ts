import { context, INVALID_SPAN_CONTEXT, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { TracingConfig } from '../../config';
import { startSdk, type RunningSdk } from './sdk';

/**
 * OpenTelemetry traces (docs/operations.md "Traces", decision 0111). Only `@opentelemetry/api` is
 * imported here: without an OTLP endpoint the SDK is never loaded, nothing is patched and every
 * helper below returns after one check, so the request path costs what it cost before.
 */

/** The name of the tracer every span of the API is made by (the instrumentation scope). */
export const TRACER_NAME = 'apps-api';

/** Longest the shutdown waits for the last spans to be sent, in ms: a collector that is down must not hold the exit. */
const FLUSH_LIMIT_MS = 3_000;

let running: RunningSdk | null = null;
/** What `inClientSpan` hands its call without tracing: a span that records nothing. */
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
const stopHooks: Array<() => void> = [];

/** Whether spans are being recorded in this process (`startTracing` ran with tracing enabled). */
export function isTracing(): boolean {
  return running !== null;
}

/** The API's tracer: the SDK's while tracing, the API's no-op tracer otherwise. */
export function tracer() {
  return trace.getTracer(TRACER_NAME);
}

/**
 * Loads the OpenTelemetry SDK and registers it globally when `config.enabled`: a batching OTLP/HTTP
 * exporter (`config.protocol`), the W3C trace-context propagator and `AsyncLocalStorage` context.
 * The SDK reads the standard variables itself (`OTEL_EXPORTER_OTLP_ENDPOINT`, `..._HEADERS`,
 * `OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`/`_ARG`, `OTEL_BSP_*`).
 * `onStart` runs the instrumentations that patch code (the database's query spans); their undo
 * functions run on `stopTracing`. Does nothing when disabled or already started.
 */
export async function startTracing(config: TracingConfig, onStart: Array<() => () => void> = []): Promise<void> {
  if (!config.enabled || running) return;
  running = await startSdk(config.protocol);
  for (const install of onStart) stopHooks.push(install());
}

/**
 * Ends tracing: the spans still queued are sent (waiting at most 3 s), the patches are undone and
 * the global tracer, context manager and propagator are removed. Never throws: a collector that is
 * down loses the last spans, not the shutdown.
 */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  if (!sdk) return;
  running = null;
  for (const undo of stopHooks.splice(0).reverse()) undo();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FLUSH_LIMIT_MS);
    timer.unref();
  });
  await Promise.race([sdk.shutdown().catch(() => {}), limit]);
  clearTimeout(timer);
  trace.disable();
  context.disable();
  propagation.disable();
}

/**
 * The pino `mixin` while tracing: every log line written inside a span carries `trace_id`, `span_id`
 * and `trace_flags` (the OpenTelemetry log field names), so a line leads to its trace.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
}

/**
 * Runs `call` (a call that leaves the process: SMTP, a push service, Microsoft) inside a CLIENT span
 * `name` with `attributes`, a child of the active span (a root span in a background worker). A
 * failure marks the span as an error with the error's class or code only: messages can carry
 * addresses or other personal data. Without tracing, just `call()`.
 */
export async function inClientSpan<T>(name: string, attributes: Attributes, call: (span: Span) => Promise<T>): Promise<T> {
  if (!running) return call(NO_SPAN);
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await call(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', errorType(error));
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A short, value-free name of what went wrong: a driver or system code (`ECONNREFUSED`, `23505`) or the class. */
export function errorType(error: unknown): string {
  const err = error as { code?: unknown; cause?: { code?: unknown }; name?: unknown } | null;
  const code = err?.code ?? err?.cause?.code;
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  return typeof err?.name === 'string' ? err.name : '_OTHER';
}

/**
 * `fetchImpl` with a CLIENT span per call (`GET`, `http.request.method`, `url.full` without its
 * query, `server.address`, `http.response.status_code`); an HTTP error status marks the span. For
 * the calls to Microsoft's sign-in metadata and keys.
 */
export function tracedFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    if (!running) return fetchImpl(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const attributes = {
      'http.request.method': method,
      'url.full': `${url.origin}${url.pathname}`,
      'server.address': url.hostname,
      'server.port': Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    };
    return inClientSpan(method, attributes, async (span) => {
      const response = await fetchImpl(input, init);
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 400) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute('error.type', String(response.status));
      }
      return response;
    });
  };
}
