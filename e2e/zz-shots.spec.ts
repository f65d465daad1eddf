import { PEOPLE, signInAs, test } from './fixtures';
for (const [who, person] of [['hi', PEOPLE.employeeIshita], ['es', PEOPLE.employeeVikram]] as const) {
  test(`shots ${who}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, person);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of ['/', '/mytime/dashboard', '/mytime/timesheet', '/mytime/leave', '/grow/dashboard', '/settings']) {
        await page.goto(screen);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${who}-${width}-${screen.replaceAll('/', '_') || 'home'}.png`, fullPage: width === 390 });
      }
    }
  });
}
