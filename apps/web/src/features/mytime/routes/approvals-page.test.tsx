import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { LINE_GROUP_TEXTS } from '../../../components/line-groups';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aPage, aLeaveRequest, aTimesheet, aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { ApprovalsPage } from './approvals-page';

// A skip-level manager's approvals, grouped by direct report from
// the rows' own placement (`directReportId`, `lineVia`): no reporting-line read per person.

const priya = aUser({ id: 'priya', name: 'Priya Sharma' });
const neha = aUser({ id: 'neha', name: 'Neha Kapoor', jobTitle: 'Engineering Manager', managerId: 'priya' });
const rohan = aUser({ id: 'rohan', name: 'Rohan Iyer', jobTitle: 'Engineering Manager', managerId: 'priya' });
const manager: UserRole = { id: 'r', userId: 'priya', roleId: 'm', module: 'mytime', role: { id: 'm', name: 'Manager', description: null } };

const sheets = [
  { ...aTimesheet({ id: 's-arjun', employeeId: 'arjun', employeeName: 'Arjun Reddy', status: 'Submitted' }), directReportId: 'neha', lineVia: ['Neha Kapoor'] },
  { ...aTimesheet({ id: 's-kavya', employeeId: 'kavya', employeeName: 'Kavya Nair', status: 'Submitted' }), directReportId: 'rohan', lineVia: ['Rohan Iyer'] },
  { ...aTimesheet({ id: 's-neha', employeeId: 'neha', employeeName: 'Neha Kapoor', status: 'Submitted' }), directReportId: 'neha', lineVia: [] },
  { ...aTimesheet({ id: 's-other', employeeId: 'other', employeeName: 'Olga Other', status: 'Submitted' }), directReportId: null, lineVia: [] },
];

function envelope(status: number, data: unknown) {
  return Response.json({ success: status < 400, data, error: status < 400 ? null : 'Not found', validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

function serve() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(url.pathname);
    if (url.pathname.endsWith('/timesheets/pending-approval')) return envelope(200, aPage(sheets));
    if (url.pathname.endsWith('/leaves/pending-approval')) {
      return envelope(200, aPage([
        { ...aLeaveRequest({ id: 'l-vikram', employeeId: 'vikram', employeeName: 'Vikram Singh', status: 'Pending' }), directReportId: 'rohan', lineVia: ['Rohan Iyer'] },
      ]));
    }
    if (url.pathname === '/v1/users/priya/direct-reports') return envelope(200, { items: [neha, rohan], total: 2, limit: 100, offset: 0 });
    return envelope(404, null);
  }));
  return urls;
}

beforeEach(() => useAuthStore.setState({ user: priya, userRoles: [manager], isLoadingRoles: false }));
afterEach(() => vi.unstubAllGlobals());

describe('Approvals grouped by direct report', () => {
  it("shows a group per direct report with the deeper line's timesheets under it, via the manager in between", async () => {
    const urls = serve();
    renderWithProviders(<ApprovalsPage />, { path: '/mytime/approvals' });

    const region = await screen.findByRole('region', { name: MYTIME_TEXTS.approvals.pendingTimesheets });
    const groups = await within(region).findAllByTestId('line-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Neha Kapoor', 'Rohan Iyer', LINE_GROUP_TEXTS.outside]);

    const nehas = within(region).getByRole('region', { name: 'Neha Kapoor' });
    expect(within(nehas).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Arjun Reddyvia Neha Kapoor/),
      expect.stringMatching(/^Neha Kapoor[^v]/),
    ]);
    expect(within(nehas).getByText('Engineering Manager')).toBeInTheDocument();
    expect(within(within(region).getByRole('region', { name: 'Rohan Iyer' })).getByText('via Rohan Iyer')).toBeInTheDocument();
    expect(within(within(region).getByRole('region', { name: LINE_GROUP_TEXTS.outside })).getByText('Olga Other')).toBeInTheDocument();

    // The first item of the first group opens; nobody's reporting line is read, the direct reports once.
    expect(screen.getByTestId('approval-detail')).toHaveTextContent('Arjun Reddy');
    expect(urls.filter((u) => u.endsWith('/reporting-line'))).toEqual([]);
    expect(urls.filter((u) => u === '/v1/users/priya/direct-reports')).toHaveLength(1);
  });

  it('groups the pending leave requests the same way', async () => {
    serve();
    renderWithProviders(<ApprovalsPage />, { path: '/mytime/approvals' });
    await userEvent.click(await screen.findByRole('tab', { name: /Leave Requests/ }));
    const region = await screen.findByRole('region', { name: MYTIME_TEXTS.approvals.pendingLeaveRequests });
    const rohans = await within(region).findByRole('region', { name: 'Rohan Iyer' });
    expect(within(rohans).getByTestId('pending-leave')).toHaveTextContent(/Vikram Singh\s*via Rohan Iyer/);
  });
});
