import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar';
import { formatDateRange } from '@apps/contracts/date-format';
import type { TimeEntry, Timesheet } from '@apps/contracts/mytime/timesheet';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aPage, aTimeOffWeek, aTimesheet, aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { todayLocal } from '../local-dates';
import { MY_TIMESHEETS_LIMIT } from '../api/get-employee-timesheets';
import { MYTIME_TEXTS } from '../texts';
import { WEEK_TEXTS } from '../timesheet-week-texts';
import { TimesheetPage } from './timesheet-page';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

// The timesheet screen's weeks: Previous week / Next week, the week picker, `?week=` in the URL, a
// missing week created in one click, and Copy last week's rows from the latest earlier week with entries.

const W = WEEK_TEXTS;
const G = MYTIME_TEXTS.grid;
const current = weekOf(todayLocal()).weekStartDate;
const weeksAgo = (n: number) => addDays(current, -7 * n);
const label = (week: string) => formatDateRange(week, addDays(week, 6));
const P1 = '11111111-1111-4111-8111-111111111111';
const entry = (id: string, date: string, hours: number, task = 'Build'): TimeEntry => ({
  id,
  date,
  projectId: P1,
  projectName: 'Atlas',
  taskDescription: task,
  hours,
  category: 'Development',
  isBillable: true,
});
const sheet = (id: string, week: string, overrides: Partial<Timesheet> = {}) =>
  aTimesheet({ id, employeeId: 'u1', employeeName: 'A', weekStartDate: week, weekEndDate: addDays(week, 6), ...overrides });

// This week: a Draft; last week: none; two weeks ago: Approved with two rows (Monday and Tuesday);
// four weeks ago: the person's first week (their account is newer).
const thisWeek = sheet('this-week', current);
const twoAgo = sheet('two-ago', weeksAgo(2), { status: 'Approved', entries: [entry('x1', addDays(weeksAgo(2), 1), 6), entry('x2', addDays(weeksAgo(2), 2), 8, 'Support')] });
const fourAgo = sheet('four-ago', weeksAgo(4), { status: 'Approved', entries: [entry('y1', addDays(weeksAgo(4), 1), 1, 'Old')] });

function envelope(status: number, data: unknown) {
  return Response.json({ success: status < 400, data, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

// A fake API over `list` (the person's timesheets, which a test may change as another tab would): the
// employee list answers its first `limit` weeks, newest first, or the one week of `weekStartDate`; a
// second timesheet of a week is refused with 409 as the server does.
function serve(list: Timesheet[]) {
  const posts: Array<Record<string, string>> = [];
  const lookups: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/time-off')) return envelope(200, aTimeOffWeek());
    if (url.pathname.endsWith('/projects')) return envelope(200, aPage([]));
    if (init?.method === 'POST' && url.pathname.endsWith('/mytime/timesheets')) {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      posts.push(body);
      const start = body.weekStartDate!.slice(0, 10);
      if (list.some((s) => s.weekStartDate === start)) return Response.json({ success: false, data: null, error: 'exists', validationErrors: null, traceId: 't', timestamp: 'x' }, { status: 409 });
      const created = sheet('created', start);
      list.unshift(created);
      return envelope(201, created);
    }
    if (url.pathname.includes('/employee/')) {
      const week = url.searchParams.get('weekStartDate');
      if (week) lookups.push(week);
      const sorted = [...list].sort((a, b) => b.weekStartDate.localeCompare(a.weekStartDate));
      const matching = week ? sorted.filter((s) => s.weekStartDate === week) : sorted;
      return envelope(200, { ...aPage(matching.slice(0, Number(url.searchParams.get('limit') ?? 20))), total: matching.length });
    }
    const found = list.find((s) => url.pathname.endsWith(`/${s.id}`));
    return found ? envelope(200, found) : envelope(404, null);
  }));
  return Object.assign(posts, { lookups });
}

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

beforeEach(() => {
  useAuthStore.setState({ user: aUser({ id: 'u1', name: 'A', createdAt: `${addDays(current, -7 * 3)}T09:00:00.000Z` }), userRoles: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const page = (path: string) =>
  renderWithProviders(
    <>
      <TimesheetPage />
      <Where />
    </>,
    { path },
  );

describe('the timesheet screen opens any allowed week', () => {
  it('opens the week of ?week= and creates it with one click, as a reminder link does', async () => {
    const posts = serve([thisWeek, twoAgo, fourAgo]);
    page(`/mytime/timesheet?week=${weeksAgo(1)}`);
    const missing = await screen.findByTestId('missing-week');
    expect(missing).toHaveTextContent(W.noTimesheet(label(weeksAgo(1))));
    await userEvent.click(within(missing).getByRole('button', { name: W.createWeek(label(weeksAgo(1))) }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.weekStartDate!.slice(0, 10)).toBe(weeksAgo(1));
    expect(posts[0]!.weekEndDate!.slice(0, 10)).toBe(addDays(weeksAgo(1), 6));
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(weeksAgo(1))));
    expect(location).toBe(`/mytime/timesheet?week=${weeksAgo(1)}`);
  });

  it('reads any day of a week as that week, and a week after the current one as the current week', async () => {
    serve([thisWeek, twoAgo, fourAgo]);
    const view = page(`/mytime/timesheet?week=${addDays(weeksAgo(2), 3)}`);
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(weeksAgo(2))));
    view.unmount();
    page(`/mytime/timesheet?week=${addDays(current, 21)}`);
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(current)));
    expect(screen.getByRole('button', { name: W.nextWeek })).toBeDisabled();
  });

  it('moves with Previous week and Next week, and the picker offers the first week to the current one only', async () => {
    serve([thisWeek, twoAgo, fourAgo]);
    page('/mytime/timesheet');
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(current)));
    const next = screen.getByRole('button', { name: W.nextWeek });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: W.previousWeek }));
    expect(location).toBe(`/mytime/timesheet?week=${weeksAgo(1)}`);
    expect(await screen.findByTestId('missing-week')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: W.previousWeek }));
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(weeksAgo(2))));
    await userEvent.click(screen.getByRole('button', { name: W.nextWeek }));
    expect(location).toBe(`/mytime/timesheet?week=${weeksAgo(1)}`);

    // The oldest timesheet (four weeks ago) is earlier than the account (three weeks ago): it is the first week.
    const picker = screen.getByRole('combobox', { name: W.week });
    const options = within(picker).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([current, weeksAgo(1), weeksAgo(2), weeksAgo(3), weeksAgo(4)]);
    expect(options[0]).toHaveTextContent(`(${W.thisWeek})`);
    expect(options[1]).toHaveTextContent(W.weekOption(label(weeksAgo(1)), null));
    expect(options[2]).toHaveTextContent(W.weekOption(label(weeksAgo(2)), 'Approved'));
    await userEvent.selectOptions(picker, weeksAgo(4));
    expect(location).toBe(`/mytime/timesheet?week=${weeksAgo(4)}`);
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(weeksAgo(4))));
    expect(screen.getByRole('button', { name: W.previousWeek })).toBeDisabled();
  });

  it('opens an existing week older than the loaded page from ?week=, instead of offering to create it', async () => {
    // A year and more of weekly timesheets: the screen loads the newest MY_TIMESHEETS_LIMIT of them.
    const weeks = Array.from({ length: MY_TIMESHEETS_LIMIT + 10 }, (_, i) => sheet(`w${i}`, weeksAgo(i), { status: 'Approved' }));
    const old = weeks[MY_TIMESHEETS_LIMIT + 5]!;
    const calls = serve(weeks);
    page(`/mytime/timesheet?week=${old.weekStartDate}`);
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(old.weekStartDate)));
    expect(screen.queryByTestId('missing-week')).not.toBeInTheDocument();
    expect(calls.lookups).toEqual([old.weekStartDate]);
    // The week is inside the weeks the person may open, and the picker says what it holds.
    const picker = screen.getByRole('combobox', { name: W.week });
    expect(picker).toHaveValue(old.weekStartDate);
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(W.weekOption(label(old.weekStartDate), 'Approved'));
    expect(location).toBe(`/mytime/timesheet?week=${old.weekStartDate}`);
  });

  it('opens the week, without a failure, when creating it answers that it exists already', async () => {
    const list = [thisWeek, twoAgo, fourAgo];
    const calls = serve(list);
    page(`/mytime/timesheet?week=${weeksAgo(1)}`);
    const missing = await screen.findByTestId('missing-week');
    // Another tab creates the week meanwhile: the server refuses a second one (409).
    list.push(sheet('elsewhere', weeksAgo(1), { status: 'Submitted' }));
    await userEvent.click(within(missing).getByRole('button', { name: W.createWeek(label(weeksAgo(1))) }));
    expect(await screen.findByTestId('timesheet-detail')).toHaveTextContent(MYTIME_TEXTS.timesheet.weekOf(label(weeksAgo(1))));
    expect(calls).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(W.weekExisted(label(weeksAgo(1))));
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId('missing-week')).not.toBeInTheDocument();
  });

  it("copies from the latest earlier week with entries, says which, and counts rows and cells", async () => {
    serve([thisWeek, twoAgo, fourAgo]);
    page('/mytime/timesheet');
    const grid = await screen.findByTestId('week-grid');
    // Last week is missing: the copy comes from two weeks ago, and says so before and after.
    expect(within(grid).getByTestId('copy-source')).toHaveTextContent(W.copySource(label(weeksAgo(2))));
    await userEvent.click(within(grid).getByRole('checkbox', { name: G.copyWithHours }));
    await userEvent.click(within(grid).getByRole('button', { name: G.copyLastWeek }));
    expect(toast.success).toHaveBeenCalledWith(W.copied(2, 2, label(weeksAgo(2))));
    expect(W.copied(2, 2, 'x')).toBe('Copied 2 rows and 2 cells from the week of x; save to keep them');
    expect(W.copied(1, 1, 'x')).toBe('Copied 1 row and 1 cell from the week of x; save to keep them');
    // The hours land on the same weekdays of this week (Monday 6, Tuesday 8).
    expect(document.getElementById('grid-cell-0-1')).toHaveValue('6');
    expect(document.getElementById('grid-cell-1-2')).toHaveValue('8');
    // A second copy has nothing new, and says so instead of "0 rows copied".
    await userEvent.click(within(grid).getByRole('button', { name: G.copyLastWeek }));
    expect(toast.success).toHaveBeenLastCalledWith(W.nothingToCopy(label(weeksAgo(2))));
  });
});
