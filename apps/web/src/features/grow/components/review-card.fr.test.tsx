import { screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Review } from '@apps/contracts/grow/review';
import { intlFor, type Messages } from '../../../lib/i18n/intl';
import { renderWithProviders } from '../../../test/render';
import { ReviewCard } from './review-card';

// Through Vite, as the app loads catalogues: the JSON files are not part of the typed project.
const frenchCatalogue = Object.values(import.meta.glob<Messages>('../locales/fr.json', { eager: true, import: 'default' }))[0]!;

const review: Review = {
  id: 'r1',
  employeeId: 'kavya',
  employeeName: 'Kavya Nair',
  reviewerId: 'priya',
  reviewerName: 'Priya Sharma',
  reviewType: 'Annual',
  reviewPeriodStart: '2026-01-01',
  reviewPeriodEnd: '2026-12-31',
  status: 'Pending',
  selfRating: null,
  achievements: null,
  challenges: null,
  goals: null,
  overallRating: null,
  strengths: null,
  areasOfImprovement: null,
  selfAssessedAt: null,
  managerAssessedAt: null,
  finalizedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('ReviewCard in French', () => {
  it('reads its title, status, reviewer and next step from the French catalogue', () => {
    renderWithProviders(
      <RawIntlProvider value={intlFor('fr', frenchCatalogue)}>
        <ReviewCard review={review} viewerId="kavya" />
      </RawIntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Évaluation annuelle' })).toBeInTheDocument();
    expect(screen.getByText('Auto-évaluation en attente')).toBeInTheDocument();
    expect(screen.getByText('Évaluateur : Priya Sharma')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compléter l’auto-évaluation' })).toBeInTheDocument();
  });
});
