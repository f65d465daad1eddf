import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProvisioningEvent, ProvisioningStatus, ScimToken } from '@apps/contracts/core/provisioning';
import type { UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { renderWithProviders, stubApi } from '../../../test/render';
import { ADMIN_TEXTS } from '../texts';
import { ProvisioningTab } from './provisioning-tab';
import { UserRolesCard } from './user-roles-card';

const T = ADMIN_TEXTS.provisioning;
const at = '2026-11-23T10:00:00.000Z';
const off: ProvisioningStatus = { enabled: false, scimPath: '/scim/v2', activeTokens: 0, provisionedPeople: 0, lastRequestAt: null };
const on: ProvisioningStatus = { enabled: true, scimPath: '/scim/v2', activeTokens: 1, provisionedPeople: 3, lastRequestAt: at };
const token: ScimToken = { id: 'tok-1', name: 'Entra production', kind: 'admin', createdAt: at, lastUsedAt: null, revokedAt: null };
const event: ProvisioningEvent = {
  id: 'ev-1',
  createdAt: at,
  tokenId: 'tok-1',
  method: 'POST',
  path: '/scim/v2/Users',
  action: 'user.created',
  status: 201,
  ok: true,
  resourceId: 'u-1',
  detail: 'Ignored unknown app roles: Nope.none',
};

/** Answers the three reads of the tab and the token creation. */
function stubProvisioning(state: { status: ProvisioningStatus; tokens: ScimToken[]; events: ProvisioningEvent[] }) {
  return stubApi((url, init) => {
    if (url.pathname.endsWith('/provisioning/tokens') && init?.method === 'POST') {
      return { token: { ...token, id: 'tok-2', name: 'New one' }, secret: 'scim_0123456789abcdefghijklmnopqrstuvwxyzABCD' };
    }
    if (url.pathname.endsWith('/provisioning/status')) return state.status;
    if (url.pathname.endsWith('/provisioning/tokens')) return state.tokens;
    if (url.pathname.endsWith('/provisioning/events')) return state.events;
    throw new Error(`unexpected ${url.pathname}`);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Provisioning tab', () => {
  it('shows the off state and the empty lists before any token exists', async () => {
    stubProvisioning({ status: off, tokens: [], events: [] });
    renderWithProviders(<ProvisioningTab />);
    expect(await screen.findByText(T.disabled)).toBeVisible();
    expect(await screen.findByText(T.noTokens)).toBeVisible();
    expect(await screen.findByText(T.noEvents)).toBeVisible();
    expect(screen.getByText(`${window.location.origin}/scim/v2?aadOptscim062020`)).toBeVisible();
  });

  it('shows the status, the tokens with their last use and the events with their outcome', async () => {
    stubProvisioning({ status: on, tokens: [token, { ...token, id: 'env', name: 'SCIM_TOKEN', kind: 'environment', lastUsedAt: at }], events: [event] });
    renderWithProviders(<ProvisioningTab />);
    expect(await screen.findByText(T.enabled)).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
    const tokens = await screen.findByRole('list', { name: T.tokens });
    expect(within(tokens).getByText('Entra production')).toBeVisible();
    expect(within(tokens).getByText(T.environment)).toBeVisible();
    // Only admin-created tokens can be revoked here; the environment's comes from the server.
    expect(within(tokens).getAllByRole('button', { name: /Revoke/ })).toHaveLength(1);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: T.eventOutcome })).toBeVisible();
    expect(within(table).getByText('POST /scim/v2/Users')).toBeVisible();
    expect(within(table).getByText('201')).toBeVisible();
    expect(within(table).getByText('Ignored unknown app roles: Nope.none')).toBeVisible();
  });

  it('shows a new secret once, until Done', async () => {
    const fetchMock = stubProvisioning({ status: off, tokens: [], events: [] });
    renderWithProviders(<ProvisioningTab />);
    const create = await screen.findByRole('button', { name: T.create });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.tokenName), 'New one');
    await userEvent.click(create);
    const secret = await screen.findByLabelText(T.secretLabel);
    expect(secret).toHaveValue('scim_0123456789abcdefghijklmnopqrstuvwxyzABCD');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'New one' });
    await userEvent.click(screen.getByRole('button', { name: T.dismiss }));
    expect(screen.queryByLabelText(T.secretLabel)).not.toBeInTheDocument();
  });

  it('shows the error banner with Retry when a read fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, data: null, error: 'Database unavailable', validationErrors: null, traceId: 'trace-1', timestamp: at }, { status: 500 }),
      ),
    );
    renderWithProviders(<ProvisioningTab />);
    await waitFor(() => expect(screen.getAllByTestId('load-error')).toHaveLength(3));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  });
});

describe('the Entra mark on role chips', () => {
  const user: User = { id: 'u-1', email: 'ada@contoso.example', azureId: null, name: 'Ada Lovelace', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: at };
  const role = (id: string, name: 'Manager' | 'Employee', source: UserRole['source']): UserRole => ({
    id,
    userId: 'u-1',
    roleId: `r-${name}`,
    module: 'grow',
    role: { id: `r-${name}`, name, description: null },
    source,
  });

  it('marks the assignments that came from provisioning, not the ones given by hand', () => {
    renderWithProviders(<UserRolesCard user={user} assignments={[role('a', 'Manager', 'provisioning'), role('b', 'Employee', 'manual')]} onRemove={() => {}} />);
    const chips = within(screen.getByRole('list', { name: ADMIN_TEXTS.rolesOf('Ada Lovelace') })).getAllByRole('listitem');
    expect(within(chips[0]!).getByText(ADMIN_TEXTS.entraMark)).toHaveAttribute('title', ADMIN_TEXTS.entraMarkTitle);
    expect(within(chips[1]!).queryByText(ADMIN_TEXTS.entraMark)).not.toBeInTheDocument();
  });
});
