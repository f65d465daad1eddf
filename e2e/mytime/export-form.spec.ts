import { expect, signInAs, test, type RoleGrant } from '../fixtures';

// The export form's From and To fields show a whole date ("mm/dd/yyyy" and the picker button) at
// 1440 px, and stay inside the form, side by side; on a phone they stack.

const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

for (const width of [1440, 390]) {
  test(`the export form's From and To are not clipped (${width} px)`, async ({ page, createPerson }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, await createPerson({ roles: MANAGER }));
    await page.goto('/mytime/approvals');
    await page.getByTestId('export').click();
    const form = page.getByRole('form', { name: 'Export team' });
    await expect(form).toBeVisible();
    const formBox = (await form.boundingBox())!;
    for (const label of ['From', 'To']) {
      const input = form.getByLabel(label);
      const box = (await input.boundingBox())!;
      // Chromium needs about 140 px for a date, its padding and the picker button.
      expect(box.width).toBeGreaterThanOrEqual(150);
      expect(box.x).toBeGreaterThanOrEqual(formBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(formBox.x + formBox.width);
      expect(await input.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(width);
  });
}
