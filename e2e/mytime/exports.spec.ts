import fs from 'node:fs/promises';
import { expect, pageFor, test, type RoleGrant } from '../fixtures';
import { gridRow, openAddEntry } from './timesheet-steps';

// An employee exports their own timesheets from the Timesheets screen (a real download).

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];

test('export own timesheets from the Timesheets screen as CSV', async ({ browser, createPerson }) => {
  test.setTimeout(120_000);
  const employee = await createPerson({ name: 'Esha Exporter', roles: EMPLOYEE });
  const page = await pageFor(browser, employee);
  await page.goto('/mytime/timesheet');
  await page.getByRole('button', { name: 'New Timesheet' }).click();
  await expect(page.getByText('Timesheet created successfully', { exact: true }).first()).toBeVisible();

  const task = '=SUM(A1) exported task';
  const form = await openAddEntry(page);
  await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
  await form.getByLabel('Task description').fill(task);
  await form.getByLabel('Hours').fill('3.5');
  await form.getByRole('button', { name: 'Add Entry' }).click();
  await expect(gridRow(page, task)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('export').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mytime-my-timesheets-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Person,E-mail,Department,Project,Code,Client,Billing type,Date,Hours,Billable,Category,Task,Timesheet status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${employee.name},${employee.email}`);
  expect(lines[1]).toContain(`'${task}`);
  expect(lines[1]).toContain('3.5,Yes');
});
