import { expect, PEOPLE, saveSettingsOf, signInAs, test } from '../fixtures';
import { expectToast } from './timesheet-steps';

// A reminder leads to the week it names: the demo organisation's Vikram has no timesheet for the week
// before last (his later weeks are filled) and a reminder about it. Its link opens that week on the
// timesheet screen, where one click creates it; the week picker and Previous/Next week move around it.

/** The Sunday `days` days after `week` (`YYYY-MM-DD`, calendar arithmetic without time zones). */
function plusDays(week: string, days: number): string {
  const date = new Date(`${week}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test("a missing-timesheet reminder opens its own week, and the week is created there", async ({ page, request }) => {
  test.setTimeout(90_000);
  // Vikram speaks Spanish in the demo organisation; this walk reads the English texts.
  await saveSettingsOf(request, PEOPLE.employeeVikram, { language: 'en' });
  await signInAs(page, PEOPLE.employeeVikram);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const reminder = panel.getByRole('link').filter({ hasText: /Your timesheet for the week of .* is missing/ });
  await expect(reminder).toHaveCount(1);
  const href = (await reminder.getAttribute('href')) ?? '';
  const week = /\/mytime\/timesheet\?week=(\d{4}-\d{2}-\d{2})$/.exec(href)?.[1];
  expect(week, href).toBeTruthy();
  await reminder.click();

  await expect(page).toHaveURL(new RegExp(`/mytime/timesheet\\?week=${week}$`));
  const picker = page.getByRole('combobox', { name: 'Week' });
  await expect(picker).toHaveValue(week!);
  const missing = page.getByTestId('missing-week');
  await expect(missing).toContainText('No timesheet for the week of');
  await missing.getByRole('button', { name: /^Create timesheet for / }).click();
  await expectToast(page, 'Timesheet created successfully');
  const detail = page.getByTestId('timesheet-detail');
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?week=${week}$`));
  // The new week copies from the latest earlier week with entries (the week before it).
  await expect(page.getByTestId('copy-source')).toContainText('From the week of');
  await expect(page.getByRole('button', { name: "Copy last week's rows" })).toBeEnabled();

  // Next week is last week, already filled; Previous week comes back.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?week=${plusDays(week!, 7)}$`));
  await expect(picker).toHaveValue(plusDays(week!, 7));
  await expect(detail.getByText('Submitted', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(picker).toHaveValue(week!);
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();
});
