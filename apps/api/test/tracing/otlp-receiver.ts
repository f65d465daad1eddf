import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An OTLP attribute as the JSON encoding writes it. */
interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

/** One received span, its attributes flattened to plain values, with its resource's. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 2 SERVER, 3 CLIENT (OTLP `SpanKind`). */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

const flatten = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue))]),
  );

interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<Omit<ReceivedSpan, 'attributes' | 'resource'> & { attributes?: OtlpAttribute[] }> }>;
  }>;
}

/**
 * A local OTLP/HTTP receiver for `http/json` exports, as a collector's port 4318 would be: it accepts
 * `POST /v1/traces` and keeps every span. `url` is the value for `OTEL_EXPORTER_OTLP_ENDPOINT`.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; posts: string[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const posts: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      posts.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const traces = JSON.parse(body) as OtlpTraces;
      for (const { resource, scopeSpans = [] } of traces.resourceSpans ?? []) {
        for (const { spans: received = [] } of scopeSpans) {
          for (const span of received) spans.push({ ...span, attributes: flatten(span.attributes), resource: flatten(resource?.attributes) });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
