import { expect, signInAs, test, type RoleGrant } from '../fixtures';
import { gridRow, openAddEntry } from '../mytime/timesheet-steps';

// Items 5 to 8.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];

test("a refused leave request shows each error once: under its field, no banner repeating it, no toast", async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: EMPLOYEE }));
  await page.goto('/mytime/leave');
  await page.getByRole('button', { name: 'Request Leave' }).click();
  const form = page.getByRole('form', { name: 'Request Leave' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  // Three empty required fields, one message above them, and no toast.
  await expect(form.getByRole('alert').filter({ hasText: 'Please fill all required fields' })).toHaveCount(1);
  // Under each field it is only for screen readers (the control's description), never on screen again.
  await expect(page.getByText('Please fill all required fields').and(page.locator(':not(.sr-only)'))).toHaveCount(1);
  await expect(form.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);

  const year = new Date().getFullYear();
  await form.getByLabel('Start date').fill(`${year}-12-10`);
  await form.getByLabel('End date').fill(`${year}-12-08`);
  await form.getByLabel('Reason').fill('Family visit');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  const endDate = form.getByLabel('End date');
  await expect(endDate).toHaveAttribute('aria-invalid', 'true');
  const message = (await form.locator('#leave-endDate-error').textContent())!;
  expect(message.length).toBeGreaterThan(0);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(page.getByText('Please fix below validation error(s)')).toHaveCount(0);
  await expect(page.getByText('Please fill all required fields')).toHaveCount(0);
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
  await expect(form.getByText(/working day/)).toHaveCount(0);
});

test('a failed load shows the error with Retry instead of the empty list, and Retry loads it', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: EMPLOYEE }));
  await page.route('**/v1/mytime/timesheets/employee/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, error: 'An unexpected error occurred', validationErrors: null, traceId: 'trace-e2e', timestamp: new Date().toISOString() }) }),
  );
  await page.goto('/mytime/timesheet');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByText('trace-e2e')).toBeVisible();
  await expect(page.getByText('No timesheets found')).toHaveCount(0);
  await expect(page.getByText("Create this week's timesheet with New Timesheet.")).toHaveCount(0);

  await page.unroute('**/v1/mytime/timesheets/employee/**');
  await retry.click();
  await expect(page.getByText('No timesheets found')).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test("New Timesheet is disabled with the reason once this week's timesheet exists", async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: EMPLOYEE }));
  await page.goto('/mytime/timesheet');
  const create = page.getByRole('button', { name: 'New Timesheet' });
  await create.click();
  await expect(page.getByText('Timesheet created successfully')).toBeVisible();
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription("This week's timesheet already exists.");
});

for (const width of [1440, 390]) {
  test(`at most three toasts, below the header's name and account menu (${width} px)`, async ({ page, createPerson }) => {
    // A toast enters by sliding down from above its place (0.35 s), so in flight it crosses the header;
    // with reduced motion (react-hot-toast honours it) a toast fades in at its final place, and what is
    // measured is where it stays, not a frame of the animation (the old check slept 600 ms and hoped).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, await createPerson({ roles: EMPLOYEE }));
    await page.goto('/mytime/timesheet');
    await page.getByRole('button', { name: 'New Timesheet' }).click();
    const form = await openAddEntry(page);
    const toasts = page.locator('[data-rht-toaster] [role="status"]');
    const menu = page.getByRole('button', { name: 'Account menu' });
    await expect(menu).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    const below = Math.max(header.y + header.height, menuBox.y + menuBox.height);
    // How many toasts overlap depends on the machine's speed (each lasts 4 s); the limit itself is
    // proven by components/app-toaster.test.tsx. Here: never more than three shown, never over the header.
    for (let i = 1; i <= 4; i++) {
      await form.getByLabel('Project').selectOption({ label: 'Atlas Customer Portal (ATL-001)' });
      await form.getByLabel('Task description').fill(`Task ${i}`);
      // Four entries on one day stay within its 24 hours.
      await form.getByLabel('Hours').fill('2');
      await form.getByRole('button', { name: 'Add Entry' }).click();
      await expect(gridRow(page, `Task ${i}`)).toBeVisible();
      // The form resets after the entry is added; the next one is typed into the reset form.
      await expect(form.getByLabel('Task description')).toHaveValue('');
      await expect(async () => {
        // A dismissed toast fades out before it is removed; count the ones still shown.
        const tops = await toasts.evaluateAll((nodes) =>
          nodes.filter((n) => Number(getComputedStyle(n).opacity) > 0.5).map((n) => n.getBoundingClientRect().top),
        );
        expect(tops.length).toBeLessThanOrEqual(3);
        for (const top of tops) expect(top).toBeGreaterThanOrEqual(below);
      }).toPass();
    }
  });
}
