import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Delegation } from '@apps/contracts/core/people';
import { aUser } from '../../../test/fixtures';
import { INACTIVE_TEXT } from '../../../components/inactive-badge';
import { renderWithProviders } from '../../../test/render';
import { LINE_TEXTS as T } from '../texts';
import { DelegationsCard } from './delegations-card';
import { ReportingLineCard } from './reporting-line-card';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

// The Profile's reporting line (reports to, direct reports) and delegation form.

const neha = aUser({ id: 'neha', name: 'Neha Kapoor', jobTitle: 'Engineering Manager' });
const priya = aUser({ id: 'priya', name: 'Priya Sharma', jobTitle: 'Head of Engineering' });
const arjun = aUser({ id: 'arjun', name: 'Arjun Reddy', email: 'arjun.reddy@example.com', jobTitle: 'Senior Engineer' });

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function envelope(status: number, data: unknown, validationErrors: Record<string, string[]> | null = null) {
  return Response.json(
    { success: status < 400, data, error: status < 400 ? null : validationErrors ? 'Validation failed' : 'An error occurred', validationErrors, traceId: 'trace-3', timestamp: '2026-11-23T00:00:00.000Z' },
    { status },
  );
}

function serve(handler: Handler) {
  const calls: Array<{ url: URL; init: RequestInit | undefined }> = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return handler(url, init) ?? envelope(404, null);
  }));
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReportingLineCard', () => {
  it("shows whom the person reports to and their direct reports with job titles", async () => {
    serve((url) => {
      if (url.pathname === '/v1/users/neha/reporting-line') return envelope(200, [priya, aUser({ id: 'ceo', name: 'The CEO' })]);
      if (url.pathname === '/v1/users/neha/direct-reports') return envelope(200, { items: [arjun], total: 51, limit: 50, offset: 0 });
      return undefined;
    });
    renderWithProviders(<ReportingLineCard userId="neha" />);
    const reportsTo = await screen.findByRole('region', { name: T.reportsTo });
    expect(await within(reportsTo).findByText('Priya Sharma')).toBeInTheDocument();
    expect(within(reportsTo).getByText('Head of Engineering')).toBeInTheDocument();
    expect(within(reportsTo).queryByText('The CEO')).not.toBeInTheDocument();
    const reports = screen.getByRole('region', { name: T.directReports });
    expect(await within(reports).findByText('Arjun Reddy')).toBeInTheDocument();
    expect(within(reports).getByText(T.moreReports(1, 51))).toBeInTheDocument();
  });

  it('marks a deactivated direct report Inactive', async () => {
    const meera = aUser({ id: 'meera', name: 'Meera Iyer', isActive: false });
    serve((url) => {
      if (url.pathname === '/v1/users/neha/reporting-line') return envelope(200, [priya]);
      if (url.pathname === '/v1/users/neha/direct-reports') return envelope(200, { items: [arjun, meera], total: 2, limit: 50, offset: 0 });
      return undefined;
    });
    renderWithProviders(<ReportingLineCard userId="neha" />);
    const reports = await screen.findByRole('region', { name: T.directReports });
    const items = await within(reports).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Arjun ReddySenior Engineer', `Meera Iyer ${INACTIVE_TEXT}`]);
  });

  it('says so without a manager or reports, and shows a failed read with Retry', async () => {
    serve((url) => {
      if (url.pathname.endsWith('/reporting-line')) return envelope(200, []);
      if (url.pathname.endsWith('/direct-reports')) return envelope(500, null);
      return undefined;
    });
    renderWithProviders(<ReportingLineCard userId="neha" />);
    expect(await screen.findByText(T.noManager)).toBeInTheDocument();
    expect(await screen.findByText('trace-3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('DelegationsCard', () => {
  const existing: Delegation = {
    id: 'd1',
    managerId: 'neha',
    delegateId: 'priya',
    delegateName: 'Priya Sharma',
    startDate: '2030-01-06',
    endDate: '2030-01-10',
    createdAt: '2026-11-23T00:00:00.000Z',
  };

  it('names a delegate picked by search for the dates and lists it', async () => {
    let list: Delegation[] = [];
    const calls = serve((url, init) => {
      if (url.pathname === '/v1/users' && url.searchParams.get('isActive') === 'true') return envelope(200, { items: [neha, arjun], total: 2, limit: 9, offset: 0 });
      if (url.pathname === '/v1/users/neha/delegations' && init?.method === 'POST') {
        list = [{ ...existing, delegateId: 'arjun', delegateName: 'Arjun Reddy' }];
        return envelope(201, list[0]);
      }
      if (url.pathname === '/v1/users/neha/delegations') return envelope(200, list);
      return undefined;
    });
    renderWithProviders(<DelegationsCard userId="neha" />);
    expect(await screen.findByText(T.noDelegations)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: T.delegate }), 'arj');
    const options = await screen.findByRole('listbox', { name: T.pickerResults });
    await waitFor(() => expect(within(options).getAllByRole('option')).toHaveLength(1)); // never oneself
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: T.delegate })).toHaveValue('Arjun Reddy');
    await userEvent.clear(screen.getByLabelText(new RegExp(`^${T.from}`)));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${T.from}`)), '2030-01-06');
    await userEvent.clear(screen.getByLabelText(new RegExp(`^${T.to}`)));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${T.to}`)), '2030-01-10');
    await userEvent.click(screen.getByRole('button', { name: T.add }));

    const item = await screen.findByTestId('delegation');
    expect(item).toHaveTextContent('Arjun Reddy');
    const post = calls.find((call) => call.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ delegateId: 'arjun', startDate: '2030-01-06', endDate: '2030-01-10' });
  });

  it("refuses a missing delegate and an end before the start without a call, and shows the server's field error", async () => {
    const calls = serve((url, init) => {
      if (url.pathname === '/v1/users') return envelope(200, { items: [arjun], total: 1, limit: 9, offset: 0 });
      if (init?.method === 'POST') return envelope(400, null, { endDate: ['End date must be today or later'] });
      if (url.pathname === '/v1/users/neha/delegations') return envelope(200, []);
      return undefined;
    });
    renderWithProviders(<DelegationsCard userId="neha" />);
    const from = screen.getByLabelText(new RegExp(`^${T.from}`));
    const to = screen.getByLabelText(new RegExp(`^${T.to}`));
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2030-01-06');
    await userEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(T.delegateRequired)).toBeInTheDocument();
    expect(screen.getByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('combobox', { name: T.delegate }), 'arj');
    await within(await screen.findByRole('listbox', { name: T.pickerResults })).findByRole('option');
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(to);
    await userEvent.type(to, '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findAllByText('End date must be today or later')).not.toHaveLength(0);
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a delegation', async () => {
    let list = [existing];
    const calls = serve((url, init) => {
      if (init?.method === 'DELETE' && url.pathname === '/v1/users/neha/delegations/d1') {
        list = [];
        return envelope(200, { id: 'd1' });
      }
      if (url.pathname === '/v1/users/neha/delegations') return envelope(200, list);
      return undefined;
    });
    renderWithProviders(<DelegationsCard userId="neha" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Remove delegation to Priya Sharma/ }));
    expect(await screen.findByText(T.noDelegations)).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'DELETE')).toHaveLength(1);
  });
});
