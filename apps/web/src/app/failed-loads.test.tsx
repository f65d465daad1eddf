import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { RETRY_TEXT } from '../components/query-state';
import { UserManagementPage } from '../features/admin/routes/user-management-page';
import { CareerPage } from '../features/grow/routes/career-page';
import { GrowDashboardPage } from '../features/grow/routes/dashboard-page';
import { LearningPage } from '../features/grow/routes/learning-page';
import { OkrsPage } from '../features/grow/routes/okrs-page';
import { ReviewsPage } from '../features/grow/routes/reviews-page';
import { HireCandidatesPage } from '../features/hire/routes/candidates-page';
import { HireDashboardPage } from '../features/hire/routes/dashboard-page';
import { HireJobsPage } from '../features/hire/routes/jobs-page';
import { ApprovalsPage } from '../features/mytime/routes/approvals-page';
import { DashboardPage } from '../features/mytime/routes/dashboard-page';
import { LeavePage } from '../features/mytime/routes/leave-page';
import { ProjectManagementPage } from '../features/mytime/routes/project-management-page';
import { ProjectsPage } from '../features/mytime/routes/projects-page';
import { TimesheetPage } from '../features/mytime/routes/timesheet-page';
import { useAuthStore } from '../lib/auth/auth-store';
import { renderWithProviders } from '../test/render';

// A failed load is an error state with Retry, never the empty state, on every list.

/** SPEC.md section 8's empty states: none may show when the read failed. */
const EMPTY_TEXTS = [
  'No timesheets found',
  'No leave requests found',
  'No projects found',
  'No pending approvals',
  'No OKRs found. Create your first OKR!',
  'No performance reviews found',
  'No learning paths found',
  'No career goals found',
  'No job postings found',
  'No candidates found',
  "Create this week's timesheet with New Timesheet.",
];

const admin: UserRole = { id: 'ur', userId: 'u1', roleId: 'r', module: 'all', role: { id: 'r', name: 'Admin', description: null } };
const manager: UserRole = { id: 'ur2', userId: 'u1', roleId: 'r2', module: 'all', role: { id: 'r2', name: 'Manager', description: null } };

/** Every call fails with a fault (500, trace id). */
function failEveryCall() {
  const fetchMock = vi.fn(async () =>
    Response.json({ success: false, data: null, error: 'Database unavailable', validationErrors: null, traceId: 'trace-1', timestamp: '2026-11-23T00:00:00.000Z' }, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SCREENS: Array<[string, ComponentType]> = [
  ['MyTime dashboard', DashboardPage],
  ['Timesheets', TimesheetPage],
  ['Leave', LeavePage],
  ['Projects', ProjectsPage],
  ['Project Management', ProjectManagementPage],
  ['Approvals', ApprovalsPage],
  ['Grow dashboard', GrowDashboardPage],
  ['OKRs', OkrsPage],
  ['Reviews', ReviewsPage],
  ['Learning', LearningPage],
  ['Career', CareerPage],
  ['Hire dashboard', HireDashboardPage],
  ['Jobs', HireJobsPage],
  ['Candidates', HireCandidatesPage],
  ['User Management', UserManagementPage],
];

beforeEach(() => {
  useAuthStore.setState({
    user: { id: 'u1', email: 'aarav@company.example', azureId: 'a', name: 'Aarav Mehta', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' },
    userRoles: [admin, manager],
    isLoadingRoles: false,
  });
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a failed load shows the error with Retry, never the empty state', () => {
  it.each(SCREENS)('%s', async (_name, Screen) => {
    const fetchMock = failEveryCall();
    renderWithProviders(<Screen />);
    const retries = await screen.findAllByRole('button', { name: RETRY_TEXT }, { timeout: 3000 });
    expect(retries.length).toBeGreaterThan(0);
    for (const failure of screen.getAllByTestId('load-error')) expect(within(failure).getByText('Database unavailable')).toBeInTheDocument();
    for (const text of EMPTY_TEXTS) expect(screen.queryByText(text)).not.toBeInTheDocument();

    const before = fetchMock.mock.calls.length;
    await userEvent.click(retries[0]!);
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
  });
});
