import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM_TEST_TOKEN } from './scim/entra-requests';
import { buildTestApp, TEST_DB, type TestApp, type TestPerson } from './helper';

// Prometheus metrics at GET /metrics: off unless METRICS_TOKEN or METRICS_PORT is set; with the token
// on the main port behind a bearer check; with the port on a listener of its own on 127.0.0.1.

const METRICS_TOKEN = randomBytes(32).toString('hex');

/** The value of the sample `name{labels}` (labels exactly as the text writes them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Polls `read` until `done` holds, at most `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Builds the app with `env` serving a stand-in web app (one index.html), as production serves the
 * built one, so the SPA's history fallback is in play; restores `WEB_DIST_DIR` and removes the folder on close.
 */
async function buildWithWeb(env: Record<string, string>): Promise<TestApp> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-metrics-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>the app</body></html>');
  const previous = process.env.WEB_DIST_DIR;
  process.env.WEB_DIST_DIR = dist;
  try {
    const t = await buildTestApp(env, { serveWeb: true });
    const close = t.close;
    t.close = async () => {
      await close();
      fs.rmSync(dist, { recursive: true, force: true });
    };
    return t;
  } finally {
    if (previous === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = previous;
  }
}

describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildWithWeb({});
  });
  afterAll(async () => t?.close());

  it('serves no /metrics: 404 like an unknown API path, with or without a token, never the web app', async () => {
    expect((await t.request({ method: 'GET', url: '/mytime/timesheet' })).body).toContain('the app');
    for (const url of ['/metrics', '/metrics/', '/metrics?format=text']) expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
    expect(t.app.metrics.enabled).toBe(false);
    expect(t.app.metricsAddress()).toBeNull();
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: TestPerson;
  beforeAll(async () => {
    // A small address budget so a refusal is easy to provoke; the reminder schedule on, so a pass runs at start.
    t = await buildTestApp({ METRICS_TOKEN, RATE_LIMIT_MAX: '4', SCIM_TOKEN: SCIM_TEST_TOKEN, REMINDERS: 'true' });
    admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  });
  afterAll(async () => t?.close());

  let addresses = 0;
  /** A client address of its own, so each scrape or test starts with a fresh address budget. */
  const freshAddress = () => `10.33.0.${(addresses += 1)}`;
  const scrape = async (remoteAddress = freshAddress()) => {
    const response = await t.request({ method: 'GET', url: '/metrics', remoteAddress, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers 401 without the token and with a wrong one, and needs no signed-in user', async () => {
    const missing = await t.request({ method: 'GET', url: '/metrics', remoteAddress: freshAddress() });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.body).not.toContain('http_request_duration_seconds');
    for (const authorization of [`Bearer ${METRICS_TOKEN.slice(1)}`, `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, `Bearer ${admin.token}`]) {
      const wrong = await t.request({ method: 'GET', url: '/metrics', remoteAddress: freshAddress(), headers: { authorization } });
      expect(wrong.statusCode, authorization.slice(0, 10)).toBe(401);
    }
    expect(await scrape()).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('labels a request by its route pattern and status, never by the raw URL', async () => {
    const id = admin.id;
    expect((await t.request({ method: 'GET', url: `/v1/users/${id}`, as: admin })).statusCode).toBe(200);
    const missing = randomUUID();
    expect((await t.request({ method: 'GET', url: `/v1/users/${missing}`, as: admin })).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/users\/:id",status_code="200"\} \d+$/m);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/v1/users/:id",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/v1/users/:id",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(missing);
  });

  it('gives every unmatched path one route label, so a scanner cannot grow the series', async () => {
    const probes = Array.from({ length: 5 }, () => `/scan-${randomBytes(6).toString('hex')}`);
    for (const url of probes) expect((await t.request({ method: 'GET', url, remoteAddress: freshAddress() })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThanOrEqual(5);
    for (const url of probes) expect(text).not.toContain(url);
  });

  it('counts no scrape in the request histogram and never rate-limits a scrape with the token', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 8; i += 1) await scrape(remoteAddress);
    expect(await scrape(remoteAddress)).not.toContain('route="/metrics"');
  });

  it('counts rate-limit refusals by budget, wrong metrics tokens included', async () => {
    const before = sample(await scrape(), 'rate_limit_refusals_total{budget="address"}') ?? 0;
    const remoteAddress = freshAddress();
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) seen.push((await t.request({ method: 'GET', url: '/metrics', remoteAddress, headers: { authorization: 'Bearer guess' } })).statusCode);
    expect(seen).toEqual([401, 401, 401, 401, 429, 429]);
    expect(sample(await scrape(), 'rate_limit_refusals_total{budget="address"}')).toBe(before + 2);
    for (const budget of ['caller', 'issuance', 'scim_token', 'scim_failed_authentication']) expect(sample(await scrape(), `rate_limit_refusals_total{budget="${budget}"}`)).toBe(0);
  });

  it('counts SCIM requests by method and outcome', async () => {
    const scim = (authorization?: string) =>
      t.request({ method: 'GET', url: '/scim/v2/Users', remoteAddress: freshAddress(), headers: authorization ? { authorization } : {} });
    expect((await scim(`Bearer ${SCIM_TEST_TOKEN}`)).statusCode).toBe(200);
    expect((await scim()).statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, 'scim_requests_total{method="GET",outcome="success"}')).toBe(1);
    expect(sample(text, 'scim_requests_total{method="GET",outcome="unauthorized"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/scim/v2/Users",status_code="200"}')).toBe(1);
  });

  it('reads the pending outbox deliveries from the database at scrape time and counts reminder passes', async () => {
    // The schedule's first pass runs when the app is ready; it may write reminders (and their e-mails) itself.
    const afterPass = await until(scrape, (text) => (sample(text, 'reminder_runs_total{outcome="success"}') ?? 0) >= 1);
    expect(sample(afterPass, 'reminder_runs_total{outcome="success"}')).toBeGreaterThanOrEqual(1);
    expect(sample(afterPass, 'reminder_runs_total{outcome="error"}')).toBe(0);
    expect(sample(afterPass, 'reminder_last_success_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 600);
    expect(afterPass).toContain('# TYPE reminder_notifications_total counter');

    const pendingBefore = sample(await scrape(), 'outbox_deliveries_pending{channel="email"}');
    expect(pendingBefore).toBeGreaterThanOrEqual(0);
    const [notification] = (
      await t.database.db.execute<{ id: string }>(
        sql`insert into notifications (recipient_id, kind, title, body) values (${admin.id}, 'reminder.timesheet_missing', 'Your timesheet', 'Missing') returning id`,
      )
    ).rows;
    await t.database.db.execute(sql`insert into notification_deliveries (notification_id, channel) values (${notification!.id}, 'email')`);
    const text = await scrape();
    expect(sample(text, 'outbox_deliveries_pending{channel="email"}')).toBe(pendingBefore! + 1);
    expect(sample(text, 'outbox_deliveries_pending{channel="push"}')).toBe(0);
    for (const outcome of ['sent', 'retry', 'failed']) expect(sample(text, `outbox_deliveries_total{channel="email",outcome="${outcome}"}`)).toBe(0);
  });

  it('serves the Node.js process metrics', async () => {
    const text = await scrape();
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_version_info']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it.runIf(TEST_DB === 'postgres')('reports the PostgreSQL pool: size, idle, waiting and max', async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    expect(sample(text, 'db_pool_max')).toBe(10);
  });

  it.runIf(TEST_DB === 'pglite')('reports no pool on embedded PGlite (one connection in the process)', async () => {
    expect(await scrape()).not.toContain('db_pool_');
  });
});

describe('with METRICS_PORT', () => {
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    // Port 0: any free port, read back from metricsAddress().
    t = await buildWithWeb({ METRICS_PORT: '0' });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  const metricsUrl = (path = '/metrics') => {
    const address = t.app.metricsAddress()!;
    return `http://${address.address}:${address.port}${path}`;
  };

  it('serves /metrics on its own listener on 127.0.0.1 and not on the main port', async () => {
    expect(t.app.metricsAddress()).toMatchObject({ address: '127.0.0.1' });
    const person = await t.createPerson();
    expect((await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person })).statusCode).toBe(200);
    const response = await fetch(metricsUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/v1/users/:id/roles",status_code="200"}')).toBe(1);
    expect(text).not.toContain(person.id);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');

    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(metricsUrl('/v1/auth/config'))).status).toBe(404);
    expect((await fetch(metricsUrl(), { method: 'POST' })).status).toBe(404);
  });

  it('stops listening when the app closes', async () => {
    const url = metricsUrl();
    closed = true;
    await t.close();
    await expect(fetch(url)).rejects.toThrow();
    expect(t.app.metricsAddress()).toBeNull();
  });
});

describe('with METRICS_PORT and METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_PORT: '0', METRICS_TOKEN });
  });
  afterAll(async () => t?.close());

  it('asks the listener for the token too', async () => {
    const { address, port } = t.app.metricsAddress()!;
    const url = `http://${address}:${port}/metrics`;
    const missing = await fetch(url);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
  });
});
