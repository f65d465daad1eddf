import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CreatedScimToken, ProvisioningEvent, ProvisioningStatus, ScimToken } from '@apps/contracts/core/provisioning';
import type { UserRolesResponse } from '@apps/contracts/core/role';
import { buildTestAppWithAdmin, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createUserBody, entraPerson, scim } from '../../../test/scim/entra-requests';

/** Provisioning tokens created in User Management, the status and the provisioning log. */
let t: TestApp;
let admin: TestPerson;

beforeAll(async () => {
  ({ t, admin } = await buildTestAppWithAdmin());
});
afterAll(async () => {
  await t.close();
});

const status = async () => envelope<ProvisioningStatus>(await t.request({ method: 'GET', url: '/v1/provisioning/status', as: admin })).data;

describe('provisioning tokens', () => {
  it('enables /scim/v2 with a token shown once, stored hashed, used, and revoked at once', async () => {
    expect(await status()).toMatchObject({ enabled: false, activeTokens: 0, scimPath: '/scim/v2', lastRequestAt: null });
    expect((await scim(t, 'GET', '/Users', undefined, 'anything-anything-anything')).statusCode).toBe(404);

    const created = await t.request({ method: 'POST', url: '/v1/provisioning/tokens', as: admin, payload: { name: 'Entra production' } });
    expect(created.statusCode).toBe(201);
    const { token, secret } = envelope<CreatedScimToken>(created).data;
    expect(token).toMatchObject({ name: 'Entra production', kind: 'admin', lastUsedAt: null, revokedAt: null });
    expect(secret).toMatch(/^scim_[A-Za-z0-9_-]{40,}$/);
    const stored = await t.app.db.execute<{ token_hash: string }>(sql`select token_hash from scim_tokens where id = ${token.id}`);
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
    const listed = envelope<ScimToken[]>(await t.request({ method: 'GET', url: '/v1/provisioning/tokens', as: admin })).data;
    expect(JSON.stringify(listed)).not.toContain(secret);

    expect((await scim(t, 'POST', '/Users', createUserBody(entraPerson({ appRoles: ['Manager.grow', 'Nope.none'] })), secret)).statusCode).toBe(201);
    const after = await status();
    expect(after).toMatchObject({ enabled: true, activeTokens: 1, provisionedPeople: 1 });
    expect(after.lastRequestAt).not.toBeNull();
    const used = envelope<ScimToken[]>(await t.request({ method: 'GET', url: '/v1/provisioning/tokens', as: admin })).data.find((x) => x.id === token.id)!;
    expect(used.lastUsedAt).not.toBeNull();

    const events = envelope<ProvisioningEvent[]>(await t.request({ method: 'GET', url: '/v1/provisioning/events', as: admin })).data;
    expect(events[0]).toMatchObject({ action: 'user.created', status: 201, ok: true, tokenId: token.id, detail: 'Ignored unknown app roles: Nope.none' });

    // The audit names the token as the actor.
    const audit = await t.app.db.execute<{ actor_id: string }>(sql`select actor_id from audit_log where action = 'user.provisioned'`);
    expect(audit.rows.map((row) => row.actor_id)).toEqual([token.id]);

    const revoked = await t.request({ method: 'DELETE', url: `/v1/provisioning/tokens/${token.id}`, as: admin });
    expect(envelope<ScimToken>(revoked).data.revokedAt).not.toBeNull();
    expect((await t.request({ method: 'DELETE', url: `/v1/provisioning/tokens/${token.id}`, as: admin })).statusCode).toBe(409);
    expect((await scim(t, 'GET', '/Users', undefined, secret)).statusCode).toBe(404);
    expect((await status()).enabled).toBe(false);
  });

  it('answers 401 for a revoked token while another is active, and logs the failure', async () => {
    const make = async (name: string) =>
      envelope<CreatedScimToken>(await t.request({ method: 'POST', url: '/v1/provisioning/tokens', as: admin, payload: { name } })).data;
    const keep = await make('Keep');
    const drop = await make('Drop');
    await t.request({ method: 'DELETE', url: `/v1/provisioning/tokens/${drop.token.id}`, as: admin });
    expect((await scim(t, 'GET', '/Users', undefined, drop.secret)).statusCode).toBe(401);
    expect((await scim(t, 'GET', '/Users', undefined, keep.secret)).statusCode).toBe(200);
    const bad = await scim(t, 'PATCH', '/Users/00000000-0000-4000-8000-000000000000', { schemas: [], Operations: [] }, keep.secret);
    expect(bad.statusCode).toBe(404);
    const events = envelope<ProvisioningEvent[]>(await t.request({ method: 'GET', url: '/v1/provisioning/events', as: admin })).data;
    expect(events[0]).toMatchObject({ method: 'PATCH', status: 404, ok: false, action: 'request.failed' });
  });

  it('refuses a blank name with 400 and shows where each role assignment came from', async () => {
    const blank = await t.request({ method: 'POST', url: '/v1/provisioning/tokens', as: admin, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(envelope(blank).validationErrors).toHaveProperty('name');
    const rows = await t.app.db.execute<{ user_id: string }>(sql`select user_id from provisioned_users limit 1`);
    const roles = envelope<UserRolesResponse>(await t.request({ method: 'GET', url: `/v1/users/${rows.rows[0]!.user_id}/roles`, as: admin })).data;
    expect(roles.userRoles.map((r) => `${r.role.name}.${r.module}:${r.source}`)).toEqual(['Manager.grow:provisioning']);
  });

  it('mirrors SCIM_TOKEN as an environment token that cannot be revoked in the app', async () => {
    const { t: env, admin: envAdmin } = await buildTestAppWithAdmin({ SCIM_TOKEN: 'environment-secret-0123456789abcdefghijklmnop' });
    try {
      const tokens = envelope<ScimToken[]>(await env.request({ method: 'GET', url: '/v1/provisioning/tokens', as: envAdmin })).data;
      expect(tokens).toEqual([expect.objectContaining({ kind: 'environment', revokedAt: null })]);
      expect((await env.request({ method: 'DELETE', url: `/v1/provisioning/tokens/${tokens[0]!.id}`, as: envAdmin })).statusCode).toBe(409);
    } finally {
      await env.close();
    }
  });
});
