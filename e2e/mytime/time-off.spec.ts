import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { calendarDateOf } from '@apps/contracts/date-format';
import { expect, pageFor, PEOPLE, test, type RoleGrant } from '../fixtures';

// A person's holiday and approved leave show as read-only time-off rows in their week, apart
// from the spec's totals. The person works in an office of their own (named after their id), so the
// holiday this test adds changes nobody else's calendar, and a retry makes a new person and office.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

/**
 * This week's (Sunday to Saturday) day `n` (0 Sunday), `YYYY-MM-DD`, in the time zone the app uses for a
 * person who never chose one (Settings' default), not the runner's: on a runner in UTC, "today" differs
 * from India's for five and a half hours a day.
 */
function thisWeekDay(n: number): string {
  const today = new Date(`${calendarDateOf(new Date(), { timeZone: DEFAULT_USER_SETTINGS.timeZone })}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - today.getUTCDay() + n);
  return today.toISOString().slice(0, 10);
}

async function tokenOf(request: APIRequestContext, person: { email: string; name: string }) {
  const response = await request.post('/v1/auth/dev/token', { data: { email: person.email, name: person.name } });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function call(request: APIRequestContext, token: string, method: 'post' | 'patch', url: string, data: object) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data;
}

test('the week shows a holiday and an approved leave day as time-off rows, apart from the totals', async ({ browser, createPerson, request }) => {
  test.setTimeout(120_000);
  const manager = await createPerson({ name: 'Tara Manager', roles: MANAGER });
  const employee = await createPerson({ name: 'Dev Employee', roles: EMPLOYEE, managerId: manager.id });
  const office = `E2E Office ${employee.id.slice(0, 8)}`;
  const admin = await tokenOf(request, PEOPLE.admin);
  await call(request, admin, 'patch', `/v1/users/${employee.id}`, { officeLocation: office });
  await call(request, admin, 'post', '/v1/mytime/holidays', { officeLocation: office, date: thisWeekDay(2), name: 'Founders Day' });
  const leave = await call(request, await tokenOf(request, employee), 'post', '/v1/mytime/leaves', {
    employeeId: employee.id,
    leaveType: 'CasualLeave',
    startDate: thisWeekDay(4),
    endDate: thisWeekDay(4),
    reason: 'School event',
  });
  await call(request, await tokenOf(request, manager), 'post', `/v1/mytime/leaves/${leave.id}/approve`, { approverId: manager.id });

  const page = await pageFor(browser, employee);
  await page.goto('/mytime/timesheet');
  await page.getByRole('button', { name: 'New Timesheet' }).click();
  const detail = page.getByTestId('timesheet-detail');
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();

  // The rows are in the week grid itself, read-only; their figure sits beside the grid's totals.
  const grid = detail.getByTestId('week-grid');
  await expect(grid.getByTestId('time-off').getByTestId('time-off-total')).toHaveText('Time off: 16 h');
  const rows = grid.getByRole('table', { name: 'Week grid' }).getByTestId('time-off-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Founders Day' }).getByRole('cell').nth(2)).toHaveText('8 h');
  await expect(rows.filter({ hasText: 'Casual Leave' }).getByRole('cell').nth(4)).toHaveText('8 h');
  await expect(rows.getByRole('textbox')).toHaveCount(0);
  await expect(grid.getByTestId('week-total')).toHaveText('0');
  // Time off is not part of the spec's totals.
  await expect(page.getByTestId('total-Total')).toHaveText('0 h');
});
