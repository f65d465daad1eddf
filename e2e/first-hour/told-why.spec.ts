import { expect, PEOPLE, signInAs, test } from '../fixtures';

// Items 1 to 4, as a new user meets them.

test('a deactivated person sees why, the admin contact and Logout, not dimmed tiles', async ({ page, createPerson }) => {
  const person = await createPerson({ name: 'Gone Person', roles: [{ role: 'Employee', module: 'mytime' }], active: false });
  await signInAs(page, person, { waitForHome: false });
  await expect(page.getByRole('heading', { name: 'Account deactivated' })).toBeVisible();
  await expect(page.getByText('Your account is deactivated. Contact your administrator.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Admin' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByTestId('tile-mytime')).toHaveCount(0);
  await expect(page).toHaveTitle('Account deactivated · Apps');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
});

test('a deep link to a module without a role lands home with the reason', async ({ page }) => {
  await signInAs(page, PEOPLE.newJoiner);
  await page.goto('/mytime/timesheet');
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('alert').filter({ hasText: "You don't have access to MyTime" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Contact Admin' })).toHaveAttribute('href', /^mailto:/);
});

test('an Employee on Hire is offered no Candidates link and no candidate pipeline', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'hire' }] }));
  await page.getByTestId('tile-hire').click();
  const nav = page.getByRole('navigation', { name: 'Hire navigation' });
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Candidates' })).toHaveCount(0);
  await expect(page.getByText(/candidate pipeline/)).toHaveCount(0);
});

test('an admin cannot start deactivating or deleting their own account, and is told why', async ({ page }) => {
  await signInAs(page, PEOPLE.admin);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Manage Users' }).click();
  await page.getByRole('searchbox').fill(PEOPLE.admin.email);
  await page.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(PEOPLE.admin.name) }).click();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByText('You cannot deactivate your own account')).toBeVisible();
  await expect(page.getByText('You cannot delete your own account')).toBeVisible();
});
