import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@apps/contracts/core/user';
import type { UserRolesResponse, Role } from '@apps/contracts/core/role';
import { TEST_DB } from '../helper';
import { scratchDatabase, type ScratchDatabase } from './databases';
import { call, startServerProcess, type ServerProcess } from './server-process';

/**
 * Two server processes on one PostgreSQL serve the same signed-in people alternately: nothing kept in
 * process memory breaks this. PostgreSQL only (PGlite is one process's database).
 */
const run = TEST_DB === 'postgres' ? describe : describe.skip;

run('two instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const adminEmail = 'two.instances.admin@test.example';

  beforeAll(async () => {
    database = await scratchDatabase('postgres');
    const env = { ...database.env, ADMIN_EMAILS: adminEmail };
    // Started together: the migration lock and the shared signing key must hold.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('accepts a token from one instance on the other and sees every change at once on both', async () => {
    const adminToken = (await call<{ accessToken: string }>(a, 'POST', '/v1/auth/dev/token', { body: { email: adminEmail } })).body.data.accessToken;
    const personToken = (await call<{ accessToken: string }>(b, 'POST', '/v1/auth/dev/token', { body: { email: 'alternating@test.example', name: 'Alt' } })).body.data.accessToken;

    expect((await call(a, 'POST', '/v1/auth/login', { token: adminToken })).status).toBe(200);
    const person = (await call<User>(a, 'POST', '/v1/auth/login', { token: personToken })).body.data;
    for (const server of [a, b, a, b]) {
      expect((await call(server, 'GET', `/v1/users/${person.id}/roles`, { token: personToken })).status).toBe(200);
    }

    const roles = (await call<Role[]>(b, 'GET', '/v1/roles', { token: adminToken })).body.data;
    const manager = roles.find((r) => r.name === 'Manager')!;
    expect((await call(a, 'POST', '/v1/user-roles', { token: adminToken, body: { userId: person.id, roleId: manager.id, module: 'mytime' } })).status).toBe(201);
    const seenOnB = (await call<UserRolesResponse>(b, 'GET', `/v1/users/${person.id}/roles`, { token: personToken })).body.data;
    expect(seenOnB.userRoles.map((r) => `${r.role.name}:${r.module}`)).toEqual(['Manager:mytime']);

    expect((await call(b, 'PATCH', `/v1/users/${person.id}`, { token: adminToken, body: { isActive: false } })).status).toBe(200);
    expect((await call(a, 'GET', `/v1/users/${person.id}/roles`, { token: personToken })).status).toBe(403);
    expect((await call(b, 'GET', `/v1/users/${person.id}/roles`, { token: personToken })).status).toBe(403);
  });
});
