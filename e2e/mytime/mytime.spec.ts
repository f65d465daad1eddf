import type { Page } from '@playwright/test';
import { accessTokenOf, expect, pageFor, signInAs, test, type RoleGrant } from '../fixtures';
import { expectToast, gridRow, openAddEntry } from './timesheet-steps';

// MyTime flows, each on people the test creates for itself (an employee and a manager on
// MyTime); the projects they book time on are the demo organisation's.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

/** A local calendar date `YYYY-MM-DD` (the browser runs in the same time zone as this process). */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The first Tuesday of June of this year, and the two working days after it (never used by the demo data). */
function juneDays(): [string, string, string] {
  const first = new Date(new Date().getFullYear(), 5, 1);
  const tuesday = new Date(first);
  tuesday.setDate(1 + ((2 - first.getDay() + 7) % 7));
  const plus = (days: number) => localDate(new Date(tuesday.getFullYear(), tuesday.getMonth(), tuesday.getDate() + days));
  return [plus(0), plus(1), plus(2)];
}

async function addEntry(page: Page, entry: { task: string; hours: string; category?: string; billable?: boolean }) {
  const form = await openAddEntry(page);
  await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
  await form.getByLabel('Task description').fill(entry.task);
  await form.getByLabel('Hours').fill(entry.hours);
  if (entry.category) await form.getByLabel('Category').selectOption(entry.category);
  if (entry.billable === false) await form.getByLabel('Billable', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Add Entry' }).click();
  await expectToast(page, 'Time entry added');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(gridRow(page, entry.task)).toBeVisible();
}

async function openTimesheetOf(manager: Page, employeeName: string) {
  await manager.goto('/mytime/approvals');
  await manager.getByRole('region', { name: 'Pending timesheets' }).getByRole('button', { name: new RegExp(employeeName) }).click();
  const detail = manager.getByTestId('approval-detail');
  await expect(detail.getByRole('heading', { name: employeeName })).toBeVisible();
  return detail;
}

test('timesheet: create this week, add entries, submit; rejected with a reason; corrected, resubmitted and approved', async ({ browser, createPerson }) => {
  test.setTimeout(120_000);
  const manager = await createPerson({ name: 'Rohan Manager', roles: MANAGER });
  const employee = await createPerson({ name: 'Arjun Employee', roles: EMPLOYEE, managerId: manager.id });
  const arjun = await pageFor(browser, employee);
  await arjun.goto('/mytime/timesheet');
  await arjun.getByRole('button', { name: 'New Timesheet' }).click();
  await expectToast(arjun, 'Timesheet created successfully');
  const detail = arjun.getByTestId('timesheet-detail');
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();

  await addEntry(arjun, { task: 'Payments API', hours: '8' });
  await addEntry(arjun, { task: 'Code review of the billing module', hours: '4.5', category: 'CodeReview', billable: false });
  await expect(arjun.getByTestId('total-Total')).toHaveText('12.5 h');
  await expect(arjun.getByTestId('total-Billable')).toHaveText('8 h');
  await expect(arjun.getByTestId('total-Non-billable')).toHaveText('4.5 h');
  await detail.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(arjun, 'Timesheet submitted for approval');
  await expect(detail.getByText('Submitted', { exact: true })).toBeVisible();

  // The manager rejects with a reason; a blank reason is refused first.
  const rohan = await pageFor(browser, manager);
  let review = await openTimesheetOf(rohan, employee.name);
  await expect(review.getByText('Payments API')).toBeVisible();
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = rohan.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please provide a reason for rejection')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Please book the code review on the Atlas project as billable.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(rohan, 'Timesheet rejected successfully');

  // The employee sees the reason, corrects and resubmits.
  await arjun.reload();
  await expect(detail.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(detail.getByTestId('rejection-reason')).toHaveText('Please book the code review on the Atlas project as billable.');
  await expect(detail.getByText('Please correct the entries and submit the timesheet again.')).toBeVisible();
  // The grid is where entries change: emptying the row's cells and saving removes the entry.
  for (const cell of await gridRow(arjun, 'Code review of the billing module').getByRole('textbox').all()) await cell.fill('');
  await arjun.getByTestId('week-grid').getByRole('button', { name: 'Save week' }).click();
  await expectToast(arjun, 'Week saved');
  await addEntry(arjun, { task: 'Billable code review', hours: '4.5', category: 'CodeReview' });
  await expect(arjun.getByTestId('total-Billable')).toHaveText('12.5 h');
  await detail.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(arjun, 'Timesheet submitted for approval');

  // The manager approves.
  review = await openTimesheetOf(rohan, employee.name);
  await expect(review.getByText('Billable code review')).toBeVisible();
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  // Approve asks for an optional comment first.
  await rohan.getByRole('dialog', { name: /^Approve timesheet of/ }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(rohan, 'Timesheet approved successfully');

  await arjun.reload();
  await expect(detail.getByText('Approved', { exact: true })).toBeVisible();
  await expect(detail.getByRole('form', { name: 'Add Entry' })).toHaveCount(0);
});

test('leave: request two, cancel one, the other is approved and the dashboard balance drops', async ({ browser, createPerson }) => {
  test.setTimeout(120_000);
  const [tuesday, wednesday, thursday] = juneDays();
  const manager = await createPerson({ name: 'Rohan Manager', roles: MANAGER });
  const employee = await createPerson({ name: 'Arjun Employee', roles: EMPLOYEE, managerId: manager.id });
  const arjun = await pageFor(browser, employee);
  await arjun.goto('/mytime/dashboard');
  const balanceCard = arjun.getByTestId('stat-tile').filter({ hasText: 'Leave Balance' }).getByTestId('stat-value');
  // The figure shows a placeholder until it loads: wait for the number.
  await expect(balanceCard).toHaveText(/^\d+(\.\d+)?$/);
  const before = Number((await balanceCard.textContent())!.replace(/[^\d.]/g, ''));

  await arjun.goto('/mytime/leave');
  for (const [start, end, reason] of [
    [tuesday, wednesday, 'Dentist appointments'],
    [thursday, thursday, 'Family visit'],
  ] as const) {
    await arjun.getByRole('button', { name: 'Request Leave' }).click();
    const form = arjun.getByRole('form', { name: 'Request Leave' });
    await expect(form.getByLabel('Leave type')).toHaveValue('CasualLeave');
    await form.getByLabel('Start date').fill(start);
    await form.getByLabel('End date').fill(end);
    await form.getByLabel('Reason').fill(reason);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(arjun, 'Leave request submitted successfully');
    await expect(arjun.getByTestId('leave-request').filter({ hasText: reason })).toContainText('Pending');
  }

  // Cancel the first after confirming.
  await arjun.getByTestId('leave-request').filter({ hasText: 'Dentist appointments' }).getByRole('button', { name: /Cancel leave/ }).click();
  await arjun.getByRole('dialog').getByRole('button', { name: 'Cancel Request' }).click();
  await expectToast(arjun, 'Leave request cancelled');
  await expect(arjun.getByTestId('leave-request').filter({ hasText: 'Dentist appointments' })).toContainText('Cancelled');

  // The manager approves the second.
  const rohan = await pageFor(browser, manager);
  await rohan.goto('/mytime/approvals');
  await rohan.getByRole('tab', { name: /Leave Requests/ }).click();
  const mine = rohan.getByTestId('pending-leave').filter({ hasText: employee.name });
  const request = mine.filter({ hasText: 'Family visit' });
  await expect(mine.filter({ hasText: 'Dentist appointments' })).toHaveCount(0);
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(rohan, 'Leave request approved successfully');
  await expect(request).toHaveCount(0);

  await arjun.goto('/mytime/dashboard');
  await expect(balanceCard).toHaveText(String(before - 1));
  await arjun.goto('/mytime/leave');
  await expect(arjun.getByTestId('leave-request').filter({ hasText: 'Family visit' })).toContainText('Approved');
});

test('an employee has no approvals or project management, and the API refuses them', async ({ page, request, createPerson }) => {
  await signInAs(page, await createPerson({ roles: EMPLOYEE }));
  await page.goto('/mytime/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'MyTime navigation' });
  await expect(sidebar.getByRole('link', { name: 'Leave' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Approvals' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Project Management' })).toHaveCount(0);
  await page.goto('/mytime/approvals');
  await expect(page.getByText("You don't have permission to approve timesheets")).toBeVisible();
  await page.goto('/mytime/project-management');
  await expect(page.getByText("You don't have permission to manage projects")).toBeVisible();

  const token = await accessTokenOf(page);
  const me = (await (await request.post('/v1/auth/login', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string } };
  const response = await request.get(`/v1/mytime/timesheets/pending-approval?managerId=${me.data.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
});
