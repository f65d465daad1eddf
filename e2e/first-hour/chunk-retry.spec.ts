import { expect, signInAs, test } from '../fixtures';

// A screen whose code fails to download (a dropped connection, or a release that replaced the
// chunks) offers Retry, and Retry loads the screen once the code can be fetched again.

test('a screen whose code did not download offers Retry, and Retry loads it', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'insights' }] }));
  const chunk = /\/assets\/insights-page-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('tile-insights').click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveURL(/\/insights/);
});
