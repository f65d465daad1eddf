import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase, type Database } from '../../src/db/client';
import { devObjectId } from '../../src/lib/auth/dev-tokens';
import { TEST_DB } from '../helper';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Database outage: with PostgreSQL unreachable, /readyz answers 503 and /v1 answers a 503
 * envelope without hanging; when it returns, the server recovers without a restart.
 * PostgreSQL only: the embedded database cannot become unreachable.
 */
const run = TEST_DB === 'postgres' ? describe : describe.skip;

/** Generous bound that tells an answer from a hang (the pool's connect timeout is 3 s). */
const NO_HANG_MS = 10_000;

run('database outage', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let database: Database;
  let token: string;
  const adminUrl = process.env.DATABASE_URL!;
  const name = `apps_outage_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const target = new URL(adminUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(adminUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    database = await createDatabase({ databaseUrl: viaProxy.toString(), dataDir: '', poolMax: 4 });
    const config = loadConfig({ NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: viaProxy.toString() });
    app = await buildApp(config, { database, serveWeb: false, logger: false });
    await app.ready();
    const email = 'outage.person@test.example';
    token = (await app.devTokens!.issue(email, 'Outage Person')).accessToken;
    await database.pool!.query(`insert into users (email, azure_id, name) values ($1, $2, 'Outage Person')`, [email, devObjectId(email)]);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  const login = () => app.inject({ method: 'POST', url: '/v1/auth/login', headers: { authorization: `Bearer ${token}` } });

  it('answers 503 quickly while the database is unreachable and recovers without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);

    await proxy.cut();
    let started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);

    started = Date.now();
    const call = await login();
    expect(call.statusCode).toBe(503);
    expect(call.json()).toMatchObject({ success: false, data: null, error: expect.stringMatching(/unavailable/i) });
    expect(call.headers['x-trace-id']).toBeDefined();
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);

    await proxy.restore();
    let recovered = false;
    for (let attempt = 0; attempt < 40 && !recovered; attempt += 1) {
      recovered = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    expect((await login()).statusCode).toBe(200);
  });
});
