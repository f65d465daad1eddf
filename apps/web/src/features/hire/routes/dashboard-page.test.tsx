import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { HIRE_TEXTS } from '../texts';
import { HireDashboardPage } from './dashboard-page';

function assignment(roleName: string): UserRole {
  return { id: roleName, userId: 'u', roleId: roleName, module: 'hire', role: { id: roleName, name: roleName, description: null } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Hire dashboard texts follow what the person may see', () => {
  it('promises an Employee no candidate pipeline and shows no candidate figures', async () => {
    stubApi(() => ({ items: [], total: 0, limit: 5, offset: 0 }));
    useAuthStore.setState({ userRoles: [assignment('Employee')] });
    renderWithProviders(<HireDashboardPage />);
    expect(screen.getByText(HIRE_TEXTS.dashboardSubtitleReader)).toBeInTheDocument();
    expect(screen.queryByText(/candidate pipeline/i)).not.toBeInTheDocument();
    expect(screen.queryByText(HIRE_TEXTS.activeCandidates)).not.toBeInTheDocument();
    expect(await screen.findByText(HIRE_TEXTS.noJobs)).toBeInTheDocument();
  });

  it('shows a recruiter the candidate pipeline', async () => {
    stubApi(() => ({ items: [], total: 0, limit: 5, offset: 0 }));
    useAuthStore.setState({ userRoles: [assignment('Recruiter')] });
    renderWithProviders(<HireDashboardPage />);
    expect(screen.getByText(HIRE_TEXTS.dashboardSubtitle)).toBeInTheDocument();
    expect(await screen.findByText(HIRE_TEXTS.noCandidates)).toBeInTheDocument();
  });
});
