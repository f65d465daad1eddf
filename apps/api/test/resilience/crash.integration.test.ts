import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { User } from '@apps/contracts/core/user';
import { TEST_DB } from '../helper';
import { scratchDatabase, type ScratchDatabase } from './databases';
import { call, startServerProcess, type ServerProcess } from './server-process';

/**
 * Crash safety: concurrent writes, SIGKILL mid-load, restart on the same data;
 * every acknowledged write is there and no half-done change exists (each created user has its audit
 * record, written in the same transaction).
 */
const WRITES = 120;
const CONCURRENCY = 12;
const KILL_AFTER_ACKS = 50;
/**
 * A budget, not a speed check: two server starts on a fresh embedded database and 120 sign-ins took 70 s on
 * a loaded machine and over three minutes while every stage of `npm test` shared two cores.
 */
const CRASH_TEST_BUDGET_MS = 420_000;

describe(`crash safety on ${TEST_DB}`, () => {
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop().catch(() => {});
    await database?.drop();
  });

  it('keeps every acknowledged write across a SIGKILL', async () => {
    database = await scratchDatabase(TEST_DB);
    const env = { ...database.env, ADMIN_EMAILS: 'crash.admin@test.example' };
    server = await startServerProcess(env);
    const first = server;

    const acknowledged: string[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < WRITES) {
        const email = `crash.${next++}@test.example`;
        try {
          const token = (await call<{ accessToken: string }>(first, 'POST', '/v1/auth/dev/token', { body: { email } })).body.data.accessToken;
          const login = await call<User>(first, 'POST', '/v1/auth/login', { token });
          if (login.status === 200) acknowledged.push(login.body.data.email);
        } catch {
          // The connection died with the process: not acknowledged.
        }
        if (!killed && acknowledged.length >= KILL_AFTER_ACKS) {
          killed = true;
          await first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    server = await startServerProcess(env);
    const adminToken = (await call<{ accessToken: string }>(server, 'POST', '/v1/auth/dev/token', { body: { email: 'crash.admin@test.example' } })).body.data.accessToken;
    expect((await call(server, 'POST', '/v1/auth/login', { token: adminToken })).status).toBe(200);
    const users = (await call<User[]>(server, 'GET', '/v1/users', { token: adminToken })).body.data;
    const present = new Set(users.map((u) => u.email));
    expect(acknowledged.filter((email) => !present.has(email))).toEqual([]);

    if (TEST_DB === 'postgres') {
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      const orphans = await client.query(
        `select u.email from users u where not exists (select 1 from audit_log a where a.entity = 'user' and a.entity_id = u.id::text and a.action = 'user.created')`,
      );
      await client.end();
      expect(orphans.rows).toEqual([]);
    }
  }, CRASH_TEST_BUDGET_MS);
});
