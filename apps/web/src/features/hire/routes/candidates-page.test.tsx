import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { HIRE_TEXTS } from '../texts';
import { HireCandidatesPage } from './candidates-page';

function assignment(roleName: string): UserRole {
  return { id: roleName, userId: 'u', roleId: roleName, module: 'hire', role: { id: roleName, name: roleName, description: null } };
}

beforeEach(() => {
  useAuthStore.setState({ userRoles: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HireCandidatesPage', () => {
  it('shows an Employee a notice and asks the API nothing', () => {
    const fetchMock = stubApi(() => null);
    useAuthStore.setState({ userRoles: [assignment('Employee')] });
    renderWithProviders(<HireCandidatesPage />);
    expect(screen.getByText(HIRE_TEXTS.candidatesRestricted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: HIRE_TEXTS.registerCandidate })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a recruiter 'No candidates found' for an empty list, and the Register Candidate button", async () => {
    stubApi(() => ({ items: [], total: 0, limit: 12, offset: 0 }));
    useAuthStore.setState({ userRoles: [assignment('Recruiter')] });
    renderWithProviders(<HireCandidatesPage />);
    expect(await screen.findByText(HIRE_TEXTS.noCandidates)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: HIRE_TEXTS.registerCandidate })).toBeInTheDocument();
  });
});
