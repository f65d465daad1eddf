import { afterAll, describe, expect, it } from 'vitest';
import type { Role } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { TEST_DB } from '../helper';
import { startSmtpSink } from '../mail/smtp-sink';
import { scratchDatabase, type ScratchDatabase } from '../resilience/databases';
import { call, startServerProcess, type ServerProcess } from '../resilience/server-process';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver';

const ADMIN = 'trace.admin@test.example';
const EMPLOYEE = 'trace.employee@test.example';
const SMTP_PORT = TEST_DB === 'postgres' ? 3536 : 3535;
const SERVER_KIND = 2;
const CLIENT_KIND = 3;

/**
 * Traces end to end: the server process started with an OTLP endpoint exports a span per request, a
 * child span per database statement and a span per SMTP call to a local OTLP/HTTP receiver, and its
 * request id is the trace id.
 */
describe(`OpenTelemetry traces on ${TEST_DB}`, () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>> | undefined;
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;

  afterAll(async () => {
    await server?.stop().catch(() => {});
    await sink?.stop();
    await database?.drop();
    await receiver?.close();
  });

  it('exports each request as a span named by its route, with its database statements as children, and the SMTP calls', { timeout: 240_000 }, async () => {
    receiver = await startOtlpReceiver();
    database = await scratchDatabase(TEST_DB);
    sink = await startSmtpSink(SMTP_PORT);
    server = await startServerProcess({
      ...database.env,
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'apps-trace-test',
    });
    const token = (await call<{ accessToken: string }>(server, 'POST', '/v1/auth/dev/token', { body: { email: ADMIN } })).body.data.accessToken;
    const login = await fetch(`${server.url}/v1/auth/login`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const me = ((await login.json()) as { data: User }).data;
    const read = await fetch(`${server.url}/v1/users/${me.id}`, { headers: { authorization: `Bearer ${token}` } });
    const readBody = (await read.json()) as { traceId: string };
    expect(read.status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // A leave request mails the approver: the e-mail worker's SMTP call is a span too.
    const employeeToken = (await call<{ accessToken: string }>(server, 'POST', '/v1/auth/dev/token', { body: { email: EMPLOYEE } })).body.data.accessToken;
    const employee = (await call<User>(server, 'POST', '/v1/auth/login', { token: employeeToken })).body.data;
    const roles = (await call<Role[]>(server, 'GET', '/v1/roles', { token })).body.data;
    const grant = { userId: employee.id, roleId: roles.find((role) => role.name === 'Employee')!.id, module: 'mytime' };
    expect((await call(server, 'POST', '/v1/user-roles', { token, body: grant })).status).toBe(201);
    const leave = { employeeId: employee.id, leaveType: 'CasualLeave', startDate: '2041-01-07', endDate: '2041-01-07', reason: 'Traced' };
    expect((await call(server, 'POST', '/v1/mytime/leaves', { token: employeeToken, body: leave })).status).toBe(201);
    for (let i = 0; i < 600 && !sink.mails.some((mail) => mail.to.includes(ADMIN)); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.mails.some((mail) => mail.to.includes(ADMIN))).toBe(true);

    // Spans are batched: a clean stop sends what is queued.
    expect(await server.stop()).toBe(0);
    const output = server.output();
    server = undefined;

    // The request id (header, envelope) is the W3C trace id of the request's span.
    const traceId = read.headers.get('x-trace-id')!;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(readBody.traceId).toBe(traceId);

    const spans = receiver.spans;
    const request = spans.find((span) => span.traceId === traceId && span.kind === SERVER_KIND);
    expect(request, `no span of trace ${traceId}; received ${receiver.posts.join(', ')}`).toBeDefined();
    expect(request!.name).toBe('GET /v1/users/:id');
    expect(request!.attributes).toMatchObject({ 'http.route': '/v1/users/:id', 'http.request.method': 'GET', 'http.response.status_code': 200 });
    expect(request!.resource['service.name']).toBe('apps-trace-test');

    const system = TEST_DB === 'postgres' ? 'postgresql' : 'pglite';
    const queries = spans.filter((span) => span.parentSpanId === request!.spanId);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query).toMatchObject({ traceId, kind: CLIENT_KIND, attributes: { 'db.system': system } });
      expect(query.attributes['db.query.text']).toEqual(expect.any(String));
    }
    expect(queries.map((query) => query.attributes['db.operation.name'])).toContain('SELECT');

    // The body of a POST is read outside the request's context; its statements still join its trace.
    const loginTrace = login.headers.get('x-trace-id')!;
    const loginSpan = spans.find((span) => span.traceId === loginTrace && span.kind === SERVER_KIND)!;
    expect(loginSpan.name).toBe('POST /v1/auth/login');
    expect(spans.filter((span: ReceivedSpan) => span.parentSpanId === loginSpan.spanId).length).toBeGreaterThan(0);

    // The balancer's probes make no traces.
    expect(spans.filter((span) => span.attributes['url.path'] === '/readyz')).toEqual([]);

    const smtp = spans.find((span) => span.name === 'smtp send');
    expect(smtp).toMatchObject({ kind: CLIENT_KIND, attributes: { 'server.address': '127.0.0.1', 'server.port': SMTP_PORT } });

    // No statement's values and no recipient: the e-mails written, read and mailed appear in no span.
    expect(JSON.stringify(spans)).not.toContain(ADMIN);
    expect(JSON.stringify(spans)).not.toContain(EMPLOYEE);

    // The request's log line carries the trace and the span.
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.traceId === traceId)).toMatchObject({ trace_id: traceId, span_id: request!.spanId });
  });
});
