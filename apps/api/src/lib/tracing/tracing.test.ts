import { afterEach, describe, expect, it } from 'vitest';
import { startOtlpReceiver } from '../../../test/tracing/otlp-receiver';
import { inClientSpan, isTracing, startTracing, stopTracing, traceLogFields, tracedFetch, tracer } from './tracing';

const CLIENT_KIND = 3;

afterEach(async () => {
  await stopTracing();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
});

describe('traces of outgoing calls', () => {
  it('records nothing and calls straight through while tracing is off', async () => {
    expect(isTracing()).toBe(false);
    const fetched = await tracedFetch(async () => new Response('{}', { status: 200 }))('https://login.microsoftonline.com/t/v2.0/keys');
    expect(fetched.status).toBe(200);
    await expect(inClientSpan('smtp send', {}, async () => 'sent')).resolves.toBe('sent');
    expect(traceLogFields()).toEqual({});
  });

  it('makes a client span per call, child of the active span, without the query or error messages', async () => {
    const receiver = await startOtlpReceiver();
    try {
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
      await startTracing({ enabled: true, protocol: 'http/json' });
      expect(isTracing()).toBe(true);
      const fakeMicrosoft = async (input: string | URL | Request) => new Response('{}', { status: String(input).includes('missing') ? 404 : 200 });
      let logFields: Record<string, string> = {};
      const parent = await tracer().startActiveSpan('request', async (span) => {
        logFields = traceLogFields();
        await tracedFetch(fakeMicrosoft)('https://login.microsoftonline.com/tenant/v2.0/.well-known/openid-configuration?secret=1');
        await tracedFetch(fakeMicrosoft)('https://login.microsoftonline.com/tenant/discovery/v2.0/missing');
        await expect(
          inClientSpan('smtp send', { 'server.address': 'mail.example.com' }, async () => {
            throw Object.assign(new Error('550 no such user someone@example.com'), { code: 'EENVELOPE' });
          }),
        ).rejects.toThrow(/550/);
        span.end();
        return span.spanContext();
      });
      expect(logFields).toEqual({ trace_id: parent.traceId, span_id: parent.spanId, trace_flags: '01' });
      await stopTracing();
      expect(isTracing()).toBe(false);

      const children = receiver.spans.filter((span) => span.parentSpanId === parent.spanId);
      expect(children.map((span) => span.name)).toEqual(['GET', 'GET', 'smtp send']);
      expect(children.every((span) => span.kind === CLIENT_KIND && span.traceId === parent.traceId)).toBe(true);
      expect(children[0]!.attributes).toMatchObject({
        'http.request.method': 'GET',
        'url.full': 'https://login.microsoftonline.com/tenant/v2.0/.well-known/openid-configuration',
        'server.address': 'login.microsoftonline.com',
        'server.port': 443,
        'http.response.status_code': 200,
      });
      expect(children[1]!.attributes).toMatchObject({ 'http.response.status_code': 404, 'error.type': '404' });
      expect(children[2]!.attributes).toMatchObject({ 'server.address': 'mail.example.com', 'error.type': 'EENVELOPE' });
      expect(JSON.stringify(receiver.spans)).not.toMatch(/secret|someone@example\.com/);
    } finally {
      await receiver.close();
    }
  });
});
