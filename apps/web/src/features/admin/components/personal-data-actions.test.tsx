import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { PersonalDataActions } from './personal-data-actions';

const me = aUser({ id: 'me', email: 'me@company.example', name: 'Aarav Mehta' });
const person = aUser({ id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', email: 'meera.joshi@company.example', name: 'Meera Joshi' });
const adminOnAll = { id: 'ur1', userId: 'me', roleId: 'r1', module: 'all', role: { id: 'r1', name: 'Admin', description: null } } as UserRole;

let fetchMock: ReturnType<typeof stubApi>;
beforeEach(() => {
  fetchMock = stubApi((url) => (url.pathname.endsWith('/erase') ? { id: person.id, name: 'Erased person 6f1c2d3e', email: `erased-${person.id}@invalid`, erasedAt: '2026-11-27T10:00:00.000Z' } : { userId: person.id, profile: {} }));
});
afterEach(() => {
  useAuthStore.setState({ userRoles: [] });
});

const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);

describe('PersonalDataActions', () => {
  it('offers Erase personal data to Admin on all, and erases only after the e-mail is typed', async () => {
    useAuthStore.setState({ user: me, userRoles: [adminOnAll] });
    const user = userEvent.setup();
    renderWithProviders(<PersonalDataActions person={person} />);
    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAccessibleDescription(/Meera Joshi/);
    await user.type(screen.getByLabelText(/^Type meera\.joshi@company\.example to confirm$/, { selector: 'input' }), 'meera.joshi@company.example{Enter}');
    await waitFor(() => expect(calls()).toContain(`POST /v1/users/${person.id}/erase`));
    await waitFor(() => expect(screen.queryByText(/permanently erases/)).not.toBeInTheDocument());
  });

  it('shows no erase action to anyone else, only the download', () => {
    useAuthStore.setState({ user: me, userRoles: [] });
    renderWithProviders(<PersonalDataActions person={person} />);
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download personal data' })).toBeInTheDocument();
  });

  it('says the data is erased instead of offering to erase it again', () => {
    useAuthStore.setState({ user: me, userRoles: [adminOnAll] });
    renderWithProviders(<PersonalDataActions person={{ ...person, email: `erased-${person.id}@invalid` }} />);
    expect(screen.getByText("This person's personal data has been erased.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });

  it('downloads the JSON document of the person', async () => {
    useAuthStore.setState({ user: me, userRoles: [adminOnAll] });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<PersonalDataActions person={person} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download personal data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls()).toContain(`GET /v1/users/${person.id}/personal-data`);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toMatch(new RegExp(`^personal-data-${person.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    click.mockRestore();
  });
});
