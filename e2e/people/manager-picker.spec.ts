import { REPORTING_LINE_MESSAGES } from '@apps/contracts/core/reporting-line';
import type { User } from '@apps/contracts/core/user';
import { accessTokenOf, expect, PEOPLE, signInAs, test, type CreatedPerson } from '../fixtures';
import type { Page } from '@playwright/test';

// An admin sets a person's manager in User Management with the searchable picker; the
// manager's direct reports show them; a change that would loop is refused under the field.

async function open(page: Page, person: CreatedPerson) {
  await page.getByLabel('Filter users').fill(person.email);
  await page.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(person.name) }).click();
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
}

test('an admin sets a person\'s manager via the picker', async ({ page, createPerson, request }) => {
  const manager = await createPerson({ name: 'Line Manager', roles: [{ role: 'Manager', module: 'mytime' }] });
  const member = await createPerson({ name: 'Team Member', roles: [{ role: 'Employee', module: 'mytime' }] });
  await signInAs(page, PEOPLE.admin);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Manage Users' }).click();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('button').first()).toBeVisible();

  await open(page, member);
  const picker = page.getByRole('combobox', { name: 'Manager' });
  await expect(picker).toHaveValue('');
  await picker.fill(manager.name);
  await expect(page.getByRole('option', { name: new RegExp(manager.name) })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('ArrowUp');
  await picker.press('Enter');
  await expect(picker).toHaveValue(manager.name);
  await page.getByLabel('Job title').fill('QA Engineer');
  // Save is disabled while the change is on its way as well as after it is saved: wait for the answer.
  const patched = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/v1/users/${member.id}`));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await patched).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  const token = await accessTokenOf(page);
  const saved = (await (await request.get(`/v1/users/${member.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: User };
  expect(saved.data).toMatchObject({ managerId: manager.id, jobTitle: 'QA Engineer' });

  // The manager's page lists the member as a direct report; the manager's own picker never offers the
  // member (choosing them would make the line loop; the server refuses it too).
  await open(page, manager);
  await expect(page.getByRole('region', { name: /Direct reports/ }).getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
  const managersPicker = page.getByRole('combobox', { name: 'Manager' });
  await managersPicker.fill(member.name);
  await expect(page.getByText('No users match this filter')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(member.name) })).toHaveCount(0);
  const loop = await request.patch(`/v1/users/${manager.id}`, { headers: { authorization: `Bearer ${token}` }, data: { managerId: member.id } });
  expect(loop.status()).toBe(400);
  expect(((await loop.json()) as { validationErrors: Record<string, string[]> }).validationErrors.managerId).toEqual([REPORTING_LINE_MESSAGES.cycle]);
});
