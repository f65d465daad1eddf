import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { answerMicrosoft, type MicrosoftEdge } from './microsoft';

/**
 * Gets Admin on all through ADMIN_EMAILS of the entra e2e server, so the tiles open. Her directory
 * object id is fixed: a retry signs in the same person (another id with her e-mail is refused, 409).
 */
/**
 * Waits until MSAL has closed a popup. A popup that closes before `waitForEvent('close')` is called
 * has already sent its only close event (the logout popup can close as soon as it opens): ask the
 * page's state instead, which stays true.
 */
async function closed(popup: Page): Promise<void> {
  await expect.poll(() => popup.isClosed(), { message: 'MSAL closes its popup' }).toBe(true);
}

const MEGAN = { oid: '5e3b1f0a-7c2d-4f5e-9a61-0d8c4b2e7f13', email: 'megan.bowen@contoso.example', name: 'Megan Bowen' };

test('a person signs in with Microsoft through the popup, keeps the session on reload and logs out through the popup', async ({ page, context }) => {
  const edge: MicrosoftEdge = { calls: [], photo: 'png' };
  await answerMicrosoft(context, MEGAN, edge);

  await page.goto('/');
  await expect(page.getByText('Use your company Microsoft account to sign in')).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Microsoft' }).click()]);
  await closed(popup);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Megan Bowen' })).toBeVisible();
  await expect(page.getByTestId('tile-mytime')).toHaveAttribute('href', '/mytime');
  await expect(page.getByTestId('tile-mytime').getByText('Admin')).toBeVisible();
  expect(edge.calls.some((call) => call.endsWith('/oauth2/v2.0/authorize'))).toBe(true);

  // The header avatar is the photo served for me/photo/$value.
  const photo = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(photo).toHaveAttribute('src', /^blob:/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // A reload keeps the session (MSAL cache and auth-storage in local storage).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Megan Bowen' })).toBeVisible();
  await expect(page.getByTestId('tile-grow')).toHaveAttribute('href', '/grow');

  // Logout: the app's logout, then Microsoft's logout popup, back on the sign-in screen.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const [logoutPopup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Logout' }).click()]);
  await closed(logoutPopup);
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
  expect(edge.calls.some((call) => call.endsWith('/oauth2/v2.0/logout'))).toBe(true);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '{}') as { state?: Record<string, unknown> };
  expect(stored.state).toMatchObject({ azureAccount: null, isAuthenticated: false, user: null, roles: [], userRoles: [], permissions: [] });
});

test('without a directory photo the avatar shows the initials', async ({ page, context }) => {
  const person = { oid: randomUUID(), email: `adele.vance.${Date.now()}@contoso.example`, name: 'Adele Vance' };
  const edge: MicrosoftEdge = { calls: [], photo: 'none' };
  await answerMicrosoft(context, person, edge);

  await page.goto('/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Microsoft' }).click()]);
  await closed(popup);
  await expect(page.getByRole('heading', { name: 'Welcome, Adele Vance' })).toBeVisible();
  // A new person has no roles yet: every tile is dimmed.
  await expect(page.getByTestId('tile-mytime')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Account menu' }).getByTestId('avatar-initials')).toHaveText('AV');
  expect(edge.calls).toContain('GET graph/v1.0/me/photo/$value');
});
