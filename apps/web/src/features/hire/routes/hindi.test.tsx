import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import type { Candidate } from '@apps/contracts/hire/candidate';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { intlFor, type Messages } from '../../../lib/i18n/intl';
import { renderWithProviders, stubApi } from '../../../test/render';
import { CandidateCard } from '../components/candidate-card';
import { HireDashboardPage } from './dashboard-page';

// Hire in Hindi: the screens take their texts from the person's catalogue, the data stays as typed.

const hindiCatalogue = Object.values(import.meta.glob<Messages>('../locales/hi.json', { eager: true, import: 'default' }))[0]!;
const hindi = intlFor('hi', hindiCatalogue);

const candidate: Candidate = {
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Priya Sharma',
  email: 'priya@candidate.example',
  phone: null,
  currentRole: 'Software Engineer',
  currentCompany: 'Acme Systems',
  totalExperience: 4.5,
  source: 'LinkedIn',
  expectedSalary: 1_250_000,
  status: 'Interviewing',
  jobId: null,
  jobTitle: null,
  createdAt: '2026-11-22T05:30:00.000Z',
  updatedAt: '2026-11-22T05:30:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Hire in Hindi', () => {
  it('shows a recruiter the dashboard in Hindi, its empty states too', async () => {
    stubApi(() => ({ items: [], total: 0, limit: 5, offset: 0 }));
    const role: UserRole = { id: 'r', userId: 'u', roleId: 'r', module: 'hire', role: { id: 'r', name: 'Recruiter', description: null } };
    useAuthStore.setState({ userRoles: [role] });
    renderWithProviders(
      <RawIntlProvider value={hindi}>
        <HireDashboardPage />
      </RawIntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'भर्ती डैशबोर्ड' })).toBeInTheDocument();
    expect(await screen.findByText('कोई जॉब पोस्टिंग नहीं मिली')).toBeInTheDocument();
    expect(await screen.findByText('कोई उम्मीदवार नहीं मिला')).toBeInTheDocument();
    expect(screen.queryByText('Hiring Dashboard')).not.toBeInTheDocument();
  });

  it('shows a candidate card with the status, experience and "/ year" in Hindi, and the data as typed', () => {
    render(
      <RawIntlProvider value={hindi}>
        <CandidateCard candidate={candidate} />
      </RawIntlProvider>,
    );
    expect(screen.getByText('₹12,50,000 / वर्ष')).toBeInTheDocument();
    expect(screen.getByText('4.5 वर्ष')).toBeInTheDocument();
    expect(screen.getByText('इंटरव्यू में')).toBeInTheDocument();
    expect(screen.getByText('Acme Systems में Software Engineer')).toBeInTheDocument();
  });
});
