import { expect, pageFor, test, type RoleGrant } from '../fixtures';
import { expectToast, submitTimesheetWithEntry } from './timesheet-steps';

// A manager names a delegate who holds no Manager role; while the
// delegation runs, the delegate finds Approvals and Team Calendar in the MyTime navigation (the web
// learns it from GET /v1/users/me/delegators) and approves the manager's report's timesheet.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

/**
 * YYYY-MM-DD of today plus `days` in UTC. The server reads delegation windows in the organisation's time zone
 * (`ORG_TIME_ZONE`), at most a day from UTC's: a window from yesterday to tomorrow holds its today.
 */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a delegate without a Manager role sees Approvals and approves for the manager', async ({ browser, createPerson, request }) => {
  test.setTimeout(120_000);
  const lead = await createPerson({ name: 'Dina Lead', roles: MANAGER });
  const employee = await createPerson({ name: 'Ravi Report', roles: EMPLOYEE, managerId: lead.id });
  const deputy = await createPerson({ name: 'Tara Deputy', roles: EMPLOYEE });

  // The manager names the deputy for yesterday to tomorrow (POST /v1/users/{id}/delegations).
  const token = await request.post('/v1/auth/dev/token', { data: { email: lead.email, name: lead.name } });
  const leadToken = ((await token.json()) as { data: { accessToken: string } }).data.accessToken;
  const delegation = await request.post(`/v1/users/${lead.id}/delegations`, {
    headers: { authorization: `Bearer ${leadToken}` },
    data: { delegateId: deputy.id, startDate: utcDay(-1), endDate: utcDay(1) },
  });
  expect(delegation.status()).toBe(201);

  // The report submits this week's timesheet.
  const ravi = await pageFor(browser, employee);
  await submitTimesheetWithEntry(ravi, { task: 'Delegated approval work', hours: '5' });

  // The deputy (Employee only) finds the managers' items in the MyTime navigation and approves.
  const tara = await pageFor(browser, deputy);
  await tara.goto('/mytime/dashboard');
  const nav = tara.getByRole('navigation', { name: 'MyTime navigation' });
  await expect(nav.getByRole('link', { name: 'Team Calendar' })).toBeVisible();
  await nav.getByRole('link', { name: 'Approvals' }).click();
  await expect(tara).toHaveURL(/\/mytime\/approvals$/);
  await tara.getByRole('region', { name: 'Pending timesheets' }).getByRole('button', { name: new RegExp(employee.name) }).click();
  const detail = tara.getByTestId('approval-detail');
  await expect(detail.getByRole('heading', { name: employee.name })).toBeVisible();
  await detail.getByRole('button', { name: 'Approve' }).click();
  // Approve asks for an optional comment first.
  await tara.getByRole('dialog', { name: /^Approve timesheet of/ }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(tara, 'Timesheet approved successfully');

  await ravi.reload();
  await expect(ravi.getByTestId('timesheet-detail').getByText('Approved', { exact: true })).toBeVisible();
});
