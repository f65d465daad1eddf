import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until `text` (a toast's message, SPEC.md section 8) is visible on `page`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * Opens the add-entry form from the week grid (Add Entry) and returns it. The form stays open after an
 * entry is added, for the next one.
 */
export async function openAddEntry(page: Page): Promise<Locator> {
  await page.getByTestId('week-grid').getByRole('button', { name: 'Add Entry' }).click();
  const form = page.getByRole('form', { name: 'Add Entry' });
  await expect(form).toBeVisible();
  return form;
}

/** The week grid's row whose label holds `text` (a task description). */
export function gridRow(page: Page, text: string): Locator {
  return page.getByTestId('week-grid').getByTestId('grid-row').filter({ hasText: text });
}

/**
 * On My Timesheet, creates this week's timesheet, adds one entry of `hours` (a decimal string, e.g. '5')
 * for `task` on Atlas Customer Portal (ATL-001) and submits it, waiting for each step's toast.
 */
export async function submitTimesheetWithEntry(page: Page, entry: { task: string; hours: string }): Promise<void> {
  await page.goto('/mytime/timesheet');
  await page.getByRole('button', { name: 'New Timesheet' }).click();
  await expectToast(page, 'Timesheet created successfully');
  const form = await openAddEntry(page);
  await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
  await form.getByLabel('Task description').fill(entry.task);
  await form.getByLabel('Hours').fill(entry.hours);
  await form.getByRole('button', { name: 'Add Entry' }).click();
  await expectToast(page, 'Time entry added');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('timesheet-detail').getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(page, 'Timesheet submitted for approval');
}
