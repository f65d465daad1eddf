import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { configureApiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { queryClient } from '../../../lib/query-client';
import { userManagementLoader } from './user-management-page';

const user = aUser({ id: 'u1', email: 'aarav@company.example', name: 'Aarav Mehta' });
const role = (name: string): UserRole => ({ id: `ur-${name}`, userId: 'u1', roleId: name, module: 'all', role: { id: name, name, description: null } });

function serve() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      paths.push(new URL(String(input)).pathname);
      return Response.json({ success: true, data: [], error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-26T00:00:00.000Z' });
    }),
  );
  return paths;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the User Management route loader', () => {
  it('starts nothing before the identity client has wired the token (the reads would be 401s)', async () => {
    useAuthStore.setState({ isAuthenticated: true, user, userRoles: [role('Admin')], delegators: [] });
    const paths = serve();
    expect(userManagementLoader()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths).toEqual([]);
    configureApiClient({ getAccessToken: async () => 'token', onUnauthorized: () => {} });
  });

  it("starts the first tab's reads and the e-mail and Microsoft 365 notices' for an admin, without waiting for them", async () => {
    useAuthStore.setState({ isAuthenticated: true, user, userRoles: [role('Admin')], delegators: [] });
    const paths = serve();
    expect(userManagementLoader()).toBeNull();
    await vi.waitFor(() => expect(paths).toHaveLength(5));
    expect(paths.sort()).toEqual(['/v1/notifications/email-status', '/v1/notifications/microsoft-status', '/v1/roles', '/v1/user-roles', '/v1/users']);
  });

  it('starts nothing for someone who does not manage users', async () => {
    useAuthStore.setState({ isAuthenticated: true, user, userRoles: [role('Employee')], delegators: [] });
    const paths = serve();
    expect(userManagementLoader()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths).toEqual([]);
  });
});
