import { expect, signInAs, test, type RoleGrant } from '../fixtures';

// A form that opens moves into view and puts the focus on its first field.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];

for (const width of [1440, 390]) {
  test(`Request Leave opens in view with the focus on its first field (${width} px)`, async ({ page, createPerson }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, await createPerson({ roles: EMPLOYEE }));
    await page.goto('/mytime/leave');
    await page.getByRole('button', { name: 'Request Leave' }).click();
    const form = page.getByRole('form', { name: 'Request Leave' });
    const first = form.getByLabel('Leave type');
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await page.screenshot({ path: `test-results/screens/leave-form-open-${width}.png` });
  });
}
