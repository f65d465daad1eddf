import { expect, type Page } from '@playwright/test';

/** Waits until `text` (a toast's message, SPEC.md section 8) is visible on `page`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * On My Timesheet, creates this week's timesheet, adds one entry of `hours` (a decimal string, e.g. '5')
 * for `task` on Atlas Customer Portal (ATL-001) and submits it, waiting for each step's toast.
 */
export async function submitTimesheetWithEntry(page: Page, entry: { task: string; hours: string }): Promise<void> {
  await page.goto('/mytime/timesheet');
  await page.getByRole('button', { name: 'New Timesheet' }).click();
  await expectToast(page, 'Timesheet created successfully');
  const form = page.getByRole('form', { name: 'Add Entry' });
  await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
  await form.getByLabel('Task description').fill(entry.task);
  await form.getByLabel('Hours').fill(entry.hours);
  await form.getByRole('button', { name: 'Add Entry' }).click();
  await expectToast(page, 'Time entry added');
  await page.getByTestId('timesheet-detail').getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(page, 'Timesheet submitted for approval');
}
