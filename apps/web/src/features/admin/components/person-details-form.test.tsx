import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORTING_LINE_MESSAGES } from '@apps/contracts/core/reporting-line';
import type { User } from '@apps/contracts/core/user';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { ADMIN_TEXTS } from '../texts';
import { PersonDetailsForm } from './person-details-form';

const T = ADMIN_TEXTS.people;
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const priya = aUser({ id: id(1), name: 'Priya Sharma', email: 'priya@company.example', jobTitle: 'Head of Engineering' });
const neha = aUser({ id: id(2), name: 'Neha Kapoor', email: 'neha@company.example', managerId: id(1) });
const rohan = aUser({ id: id(3), name: 'Rohan Iyer', email: 'rohan@company.example', managerId: id(1) });
const people = [priya, neha, rohan];

const envelope = (data: unknown, status = 200, validationErrors: Record<string, string[]> | null = null) =>
  new Response(JSON.stringify({ success: status < 400, data: status < 400 ? data : null, error: status < 400 ? null : 'Validation failed', validationErrors, traceId: 't', timestamp: '' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let patches: unknown[] = [];
let refuse: Record<string, string[]> | null = null;

beforeEach(() => {
  patches = [];
  refuse = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/v1/, '');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<User>;
      patches.push(body);
      return refuse ? envelope(null, 400, refuse) : envelope({ ...neha, ...body });
    }
    if (path === '/users') {
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      // As the server does: `notUnder` leaves out that person and everyone reporting to them.
      const notUnder = url.searchParams.get('notUnder');
      const below = (p: User): boolean => p.id === notUnder || (p.managerId !== null && people.some((m) => m.id === p.managerId && below(m)));
      const items = people.filter((p) => (!q || p.name!.toLowerCase().split(' ').some((w) => w.startsWith(q))) && !(notUnder && below(p)));
      return envelope({ items, total: items.length, limit: 9, offset: 0 });
    }
    return envelope(people.find((p) => path === `/users/${p.id}`) ?? null);
  });
});

describe('a person\'s manager and profile in User Management', () => {
  it('shows the current manager and the profile texts', async () => {
    renderWithProviders(<PersonDetailsForm person={{ ...neha, jobTitle: 'Engineering Manager', department: 'Engineering' }} />);
    expect(await screen.findByDisplayValue('Priya Sharma')).toBeVisible();
    expect(screen.getByLabelText(T.jobTitle)).toHaveValue('Engineering Manager');
    expect(screen.getByLabelText(T.department)).toHaveValue('Engineering');
    expect(screen.getByLabelText(T.officeLocation)).toHaveValue('');
    expect(screen.getByRole('button', { name: T.save })).toBeDisabled();
  });

  it('picks a manager with the keyboard (type, arrows, Enter) and saves it', async () => {
    renderWithProviders(<PersonDetailsForm person={neha} />);
    const picker = await screen.findByRole('combobox', { name: T.manager });
    await userEvent.clear(picker);
    await userEvent.type(picker, 'ro');
    const list = await screen.findByRole('listbox', { name: T.pickerResults });
    // asked after a pause in typing (200 ms): a generous bound under load
    await waitFor(() => expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Rohan Iyer')]), { timeout: 5000 });
    // the person being edited is never offered
    expect(within(list).queryByText('Neha Kapoor')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(picker).toHaveValue('Rohan Iyer');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(patches).toEqual([{ managerId: rohan.id, jobTitle: null, department: null, officeLocation: null }]));
    // saved: the form starts from the server's answer again
    await waitFor(() => expect(screen.getByRole('button', { name: T.save })).toBeDisabled());
  });

  it('Escape closes the list and keeps the manager', async () => {
    renderWithProviders(<PersonDetailsForm person={neha} />);
    const picker = await screen.findByRole('combobox', { name: T.manager });
    await screen.findByDisplayValue('Priya Sharma');
    await userEvent.type(picker, 'x');
    await userEvent.keyboard('{Escape}');
    expect(picker).toHaveValue('Priya Sharma');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the server's refusal under the manager field (a loop) and in the banner", async () => {
    // The picker leaves out the person's reports; the server still refuses a loop made meanwhile.
    refuse = { managerId: [REPORTING_LINE_MESSAGES.cycle] };
    renderWithProviders(<PersonDetailsForm person={rohan} />);
    const picker = await screen.findByRole('combobox', { name: T.manager });
    await screen.findByDisplayValue('Priya Sharma');
    await userEvent.clear(picker);
    await userEvent.type(picker, 'neha');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Neha Kapoor')]), { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(REPORTING_LINE_MESSAGES.cycle, { selector: `#${picker.id}-error` })).toBeVisible();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(REPORTING_LINE_MESSAGES.cycle);
  });

  it('clears the manager with the remove button and saves no manager', async () => {
    renderWithProviders(<PersonDetailsForm person={neha} />);
    await screen.findByDisplayValue('Priya Sharma');
    await userEvent.click(screen.getByRole('button', { name: T.removeManager }));
    expect(screen.getByRole('combobox', { name: T.manager })).toHaveValue('');
    expect(screen.getByText(T.noManager)).toBeVisible();
    await userEvent.type(screen.getByLabelText(T.officeLocation), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(patches).toEqual([{ managerId: null, jobTitle: null, department: null, officeLocation: 'Pune' }]));
  });

  it("never offers the person's own reports as their manager (the line would loop)", async () => {
    renderWithProviders(<PersonDetailsForm person={priya} />);
    const picker = await screen.findByRole('combobox', { name: T.manager });
    await userEvent.type(picker, 'r');
    // Rohan reports to Priya: leaving him out is the server's answer to notUnder=Priya.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeNull());
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /Rohan Iyer/ })).not.toBeInTheDocument();
  });
});
