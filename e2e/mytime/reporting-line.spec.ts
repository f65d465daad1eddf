import type { User } from '@apps/contracts/core/user';
import { accessTokenOf, expect, pageFor, PEOPLE, signInAs, test, type RoleGrant } from '../fixtures';
import { expectToast, submitTimesheetWithEntry } from './timesheet-steps';

// An admin sets an employee's manager in User Management, the employee submits a timesheet, only
// that manager's line sees it in Approvals (grouped by direct report for the manager above), an
// unrelated manager does not, and the manager approves.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

test('approvals follow the reporting line an admin sets', async ({ browser, page, createPerson, request }) => {
  test.setTimeout(240_000); // five people sign in and an admin edits in User Management: minutes on a loaded machine
  const head = await createPerson({ name: 'Hema Head', roles: MANAGER });
  const lead = await createPerson({ name: 'Lalit Lead', roles: MANAGER, managerId: head.id });
  const outsider = await createPerson({ name: 'Omar Outsider', roles: MANAGER });
  const employee = await createPerson({ name: 'Esha Employee', roles: EMPLOYEE });

  // The admin sets the employee's manager in User Management with the searchable picker.
  await signInAs(page, PEOPLE.admin);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Manage Users' }).click();
  await page.getByLabel('Filter users').fill(employee.email);
  await page.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(employee.name) }).click();
  await expect(page.getByRole('heading', { name: employee.name })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Manager' });
  await picker.fill(lead.name);
  await page.getByRole('option', { name: new RegExp(lead.name) }).click();
  await expect(picker).toHaveValue(lead.name);
  // Save is disabled while the change is on its way as well as after it is saved: wait for the answer.
  const patched = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/v1/users/${employee.id}`));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await patched).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const saved = await request.get(`/v1/users/${employee.id}`, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(((await saved.json()) as { data: User }).data.managerId).toBe(lead.id);

  // The employee submits this week's timesheet.
  const esha = await pageFor(browser, employee);
  await submitTimesheetWithEntry(esha, { task: 'Reporting line work', hours: '6' });

  // An unrelated manager does not see it.
  const omar = await pageFor(browser, outsider);
  await omar.goto('/mytime/approvals');
  await expect(omar.getByText('No pending approvals')).toBeVisible();
  await expect(omar.getByText(employee.name)).toHaveCount(0);

  // The manager above the manager sees it in the group of their direct report, "via" them.
  const hema = await pageFor(browser, head);
  await hema.goto('/mytime/approvals');
  const group = hema.getByRole('region', { name: 'Pending timesheets' }).getByRole('region', { name: lead.name });
  await expect(group.getByRole('button', { name: new RegExp(employee.name) })).toContainText(`via ${lead.name}`);

  // The direct manager approves.
  const lalit = await pageFor(browser, lead);
  await lalit.goto('/mytime/approvals');
  await lalit.getByRole('region', { name: 'Pending timesheets' }).getByRole('button', { name: new RegExp(employee.name) }).click();
  const detail = lalit.getByTestId('approval-detail');
  await expect(detail.getByRole('heading', { name: employee.name })).toBeVisible();
  await detail.getByRole('button', { name: 'Approve' }).click();
  // Approve asks for an optional comment first.
  await lalit.getByRole('dialog', { name: /^Approve timesheet of/ }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(lalit, 'Timesheet approved successfully');
  await expect(lalit.getByText('No pending approvals')).toBeVisible();

  await esha.reload();
  await expect(esha.getByTestId('timesheet-detail').getByText('Approved', { exact: true })).toBeVisible();
});
