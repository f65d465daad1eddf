import type { Page } from '@playwright/test';
import { expect, pageFor, test, type RoleGrant } from '../fixtures';
import { expectToast } from './timesheet-steps';

// A week filled in the grid with the keyboard, saved in one request, and submitted. The
// employee is created by the test, so their week is empty and a retry starts again from nothing.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];

async function addRow(page: Page, row: { task: string; category?: string; billable?: boolean }) {
  const form = page.getByRole('form', { name: 'Add a row' });
  await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
  await form.getByLabel('Task description').fill(row.task);
  if (row.category) await form.getByLabel('Category').selectOption(row.category);
  if (row.billable === false) await form.getByLabel('Billable').uncheck();
  await form.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(row.task) })).toBeVisible();
}

test('week grid: fill a week with the keyboard, save it in one request, submit', async ({ browser, createPerson }) => {
  test.setTimeout(120_000);
  const employee = await createPerson({ name: 'Grid Employee', roles: EMPLOYEE });
  const page = await pageFor(browser, employee);
  await page.goto('/mytime/timesheet');
  await page.getByRole('button', { name: 'New Timesheet' }).click();
  await expectToast(page, 'Timesheet created successfully');
  const grid = page.getByTestId('week-grid');
  await expect(grid.getByText('No rows yet', { exact: false })).toBeVisible();

  await addRow(page, { task: 'Payments API' });
  await addRow(page, { task: 'Standup', category: 'Meeting', billable: false });

  // Monday to Friday of the first row: type, Tab to the next day.
  await page.locator('#grid-cell-0-1').click();
  for (const hours of ['7.5', '7.5', '7.5', '7.5']) {
    await page.keyboard.type(hours);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('7');
  await expect(grid.getByTestId('row-total').first()).toHaveText('37');
  // Down to the second row (Friday), then back to Monday with the arrows, half an hour a day with +.
  await page.keyboard.press('Enter');
  await expect(page.locator('#grid-cell-1-5')).toBeFocused();
  await page.keyboard.press('+');
  for (let day = 4; day >= 1; day -= 1) {
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(`#grid-cell-1-${day}`)).toBeFocused();
    await page.keyboard.press('+');
  }
  await expect(grid.getByTestId('week-total')).toHaveText('39.5');
  await expect(grid.getByTestId('grid-billable')).toHaveText('37 h');
  await expect(grid.getByTestId('grid-non-billable')).toHaveText('2.5 h');
  await expect(grid.getByText('10 cells changed')).toBeVisible();

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/v1\/mytime\/timesheets\/[^/]+\/entries$/.test(r.url()));
  await grid.getByRole('button', { name: 'Save week' }).click();
  expect((await saved).status()).toBe(200);
  await expectToast(page, 'Week saved');
  await expect(page.getByTestId('total-Total')).toHaveText('39.5 h');
  await expect(grid.getByTestId('grid-row')).toHaveCount(2);
  await expect(grid.getByText('cells changed', { exact: false })).toHaveCount(0);

  await page.getByTestId('timesheet-detail').getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(page, 'Timesheet submitted for approval');
  await expect(page.locator('#grid-cell-0-1')).toBeDisabled();
  await page.close();
});
