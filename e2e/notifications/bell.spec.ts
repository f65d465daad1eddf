import { expect, pageFor, test, type RoleGrant } from '../fixtures';
import { gridRow, openAddEntry } from '../mytime/timesheet-steps';

// A submission lights the approver's bell; opening the notification goes to the timesheet.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

test("a submitted timesheet lights the approver's bell, and its notification opens the timesheet", async ({ browser, createPerson }) => {
  test.setTimeout(120_000);
  const manager = await createPerson({ name: 'Mira Approver', roles: MANAGER });
  const employee = await createPerson({ name: 'Bela Bell', roles: EMPLOYEE, managerId: manager.id });

  const mira = await pageFor(browser, manager);
  const bell = mira.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // The role the test gave Mira is her first notification.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const bela = await pageFor(browser, employee);
  await bela.goto('/mytime/timesheet');
  await bela.getByRole('button', { name: 'New Timesheet' }).click();
  const form = await openAddEntry(bela);
  await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
  await form.getByLabel('Task description').fill('Notification flow');
  await form.getByLabel('Hours').fill('8');
  await form.getByRole('button', { name: 'Add Entry' }).click();
  await expect(gridRow(bela, 'Notification flow')).toBeVisible();
  await bela.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await bela.getByTestId('timesheet-detail').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(bela.getByTestId('timesheet-detail').getByText('Submitted', { exact: true })).toBeVisible();

  // The bell polls; a reload shows the new count at once.
  await mira.reload();
  await expect(bell).not.toHaveAccessibleName('Notifications, 1 unread');
  await expect(mira.getByTestId('notification-count')).toBeVisible();
  await bell.click();
  const panel = mira.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('link').filter({ hasText: employee.name });
  await expect(item).toContainText('A timesheet is waiting for your approval');
  await item.click();

  await expect(mira).toHaveURL(/\/mytime\/approvals\?timesheetId=/);
  const detail = mira.getByTestId('approval-detail');
  await expect(detail.getByRole('heading', { name: employee.name })).toBeVisible();
  await expect(detail.getByText('Notification flow')).toBeVisible();
  // Opened means read: reopening the panel shows it without the unread marker.
  await bell.click();
  await expect(panel.getByRole('link').filter({ hasText: employee.name }).getByLabel('Unread')).toHaveCount(0);
});
