import { accessTokenOf, expect, pageFor, PEOPLE, signInAs, test } from '../fixtures';
import { MODULES } from '@apps/contracts/modules/module-list';

/** Every module but MyTime, from the module manifests. */
const SEVEN_OTHERS = MODULES.map((module) => module.id).filter((id) => id !== 'mytime');

test('an admin gives a new joiner Manager on MyTime, and removes it again after confirmation', async ({ browser, createPerson }) => {
  const newJoiner = await createPerson({ name: 'Sanjay Joiner' });
  const admin = await pageFor(browser, PEOPLE.admin);
  await admin.getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('menuitem', { name: 'User Management' }).click();
  await expect(admin.getByRole('heading', { name: 'User Management' })).toBeVisible();

  await admin.getByLabel('User', { exact: true }).selectOption({ label: `${newJoiner.name} (${newJoiner.email})` });
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Manager' });
  const save = admin.getByRole('button', { name: 'Save Roles' });
  await expect(save).toBeDisabled();
  await admin.getByRole('checkbox', { name: 'MyTime' }).check();
  await save.click();
  await expect(admin.getByText('Added 1 module(s)')).toBeVisible();
  await expect(admin.getByTestId(`user-roles-${newJoiner.email}`).getByText('Manager')).toBeVisible();

  // (b) The new joiner sees MyTime open with a Manager badge and every other tile dimmed.
  const joiner = await pageFor(browser, newJoiner);
  const mytime = joiner.getByTestId('tile-mytime');
  await expect(mytime).toHaveAttribute('href', '/mytime');
  await expect(mytime.getByText('Manager')).toBeVisible();
  for (const id of SEVEN_OTHERS) {
    const tile = joiner.getByTestId(`tile-${id}`);
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(tile.getByText('No access - Contact admin for permissions')).toBeVisible();
  }

  // (c) The admin removes the role after the confirmation dialog.
  await admin
    .getByTestId(`user-roles-${newJoiner.email}`)
    .getByRole('button', { name: /Remove Manager on MyTime/ })
    .click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Remove Role' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('Role removed successfully!')).toBeVisible();

  await joiner.reload();
  await expect(joiner.getByTestId('tile-mytime')).toHaveAttribute('aria-disabled', 'true');
  await expect(joiner.getByTestId('tile-mytime').getByText('No access - Contact admin for permissions')).toBeVisible();
});

test('a non-admin sees Access Denied at /admin/users and the API answers 403', async ({ page, request, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] }));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need Admin privileges to access this page.')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'User Management' })).toHaveCount(0);

  const token = await accessTokenOf(page);
  const response = await request.get('/v1/users', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
  expect((await response.json()).success).toBe(false);
});

test('an unknown path lands on home, and module paths without a role are sent home', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] }));
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('tile-mytime')).toBeVisible();
  await page.goto('/insights');
  await expect(page).toHaveURL(/\/$/);
});

test('logout returns to the sign-in screen and clears auth-storage', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] }));
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toContain('"isAuthenticated":true');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
  await expect(page.getByText('Internal Applications Platform')).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '{}') as {
    state?: Record<string, unknown>;
  };
  expect(stored.state).toMatchObject({ azureAccount: null, isAuthenticated: false, user: null, roles: [], userRoles: [], permissions: [] });
});
