import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import type { TeamOkr } from '@apps/contracts/grow/okr';
import type { TeamReview } from '@apps/contracts/grow/review';
import { LINE_GROUP_TEXTS } from '../../../components/line-groups';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ReviewsPage } from '../routes/reviews-page';
import { GROW_TEXTS } from '../texts';
import { TeamOkrs } from './team-okrs';

// Grow's team OKRs and team reviews, grouped by the manager's direct
// reports from each item's `directReportId` and `lineVia`.

const priya = aUser({ id: 'priya', name: 'Priya Sharma' });
const neha = aUser({ id: 'neha', name: 'Neha Kapoor', managerId: 'priya' });
const rohan = aUser({ id: 'rohan', name: 'Rohan Iyer', managerId: 'priya' });
const manager: UserRole = { id: 'r', userId: 'priya', roleId: 'm', module: 'grow', role: { id: 'm', name: 'Manager', description: null } };

const okr = (id: string, employeeId: string, employeeName: string, directReportId: string | null, lineVia: string[]): TeamOkr => ({
  directReportId,
  lineVia,
  id,
  employeeId,
  employeeName,
  quarter: 4,
  year: 2026,
  objective: `Objective of ${employeeName}`,
  status: 'Active',
  progress: 0,
  keyResults: [],
  approvedById: null,
  approvedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const review = (id: string, employeeId: string, employeeName: string, directReportId: string | null, lineVia: string[]): TeamReview => ({
  directReportId,
  lineVia,
  id,
  employeeId,
  employeeName,
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
});

const page = <T,>(items: T[]) => ({ items, total: items.length, limit: 100, offset: 0 });

function envelope(status: number, data: unknown) {
  return Response.json({ success: status < 400, data, error: status < 400 ? null : 'Not found', validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

beforeEach(() => {
  useAuthStore.setState({ user: priya, userRoles: [manager], isLoadingRoles: false });
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/v1/grow/okrs/team') return envelope(200, page([okr('o1', 'arjun', 'Arjun Reddy', 'neha', ['Neha Kapoor']), okr('o2', 'rohan', 'Rohan Iyer', 'rohan', [])]));
    if (url.pathname === '/v1/grow/reviews/team') return envelope(200, page([review('r1', 'kavya', 'Kavya Nair', 'rohan', ['Rohan Iyer']), review('r2', 'other', 'Olga Other', null, [])]));
    if (url.pathname === '/v1/grow/reviews/my') return envelope(200, page([]));
    if (url.pathname === '/v1/users/priya/direct-reports') return envelope(200, page([neha, rohan]));
    return envelope(404, null);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Grow team lists grouped by direct report', () => {
  it('groups the team OKRs, the deeper line under the direct report they come through', async () => {
    renderWithProviders(<TeamOkrs managerId="priya" />);
    const nehas = await screen.findByRole('region', { name: 'Neha Kapoor' });
    expect(within(nehas).getByTestId('okr-card')).toHaveTextContent(/Arjun Reddy\s*via Neha Kapoor/);
    const rohans = screen.getByRole('region', { name: 'Rohan Iyer' });
    expect(within(rohans).getByTestId('okr-card')).toHaveTextContent('Objective of Rohan Iyer');
    expect(within(rohans).queryByText(/^via/)).not.toBeInTheDocument();
  });

  it('groups the team reviews, people outside the line last', async () => {
    renderWithProviders(<ReviewsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: GROW_TEXTS.teamReviews }));
    const groups = await screen.findAllByTestId('line-group');
    expect(groups.map((g) => within(g).getAllByRole('heading', { level: 3 })[0]!.textContent)).toEqual(['Rohan Iyer', LINE_GROUP_TEXTS.outside]);
    expect(within(groups[0]!).getByText('via Rohan Iyer')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('Olga Other')).toBeInTheDocument();
  });
});
