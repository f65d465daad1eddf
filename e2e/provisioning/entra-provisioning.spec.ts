import { randomBytes, randomUUID } from 'node:crypto';
import { expect, pageFor, PEOPLE, test } from '../fixtures';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const SCIM_JSON = 'application/scim+json';

/**
 * An admin creates a provisioning token on User Management's
 * Provisioning tab; a SCIM client (standing in for Entra's provisioning service) creates a person with
 * the body Microsoft documents for "Create User" (Microsoft Learn, "Tutorial: Develop and plan
 * provisioning for a SCIM endpoint"), plus an app role as Entra maps `AppRoleAssignmentsComplex`; the
 * person appears in User Management with the Entra mark; Entra's default-dialect PATCH
 * `Replace active "False"` deactivates them
 * at once (that every `/v1` call of theirs then gets 403 is proven in scim-users.integration.test.ts;
 * dev sign-in cannot carry their Entra object id).
 */
test('Entra provisions a joiner with an app role and deactivates the leaver', async ({ browser, request }) => {
  const admin = await pageFor(browser, PEOPLE.admin);
  await admin.getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('menuitem', { name: 'User Management' }).click();
  await admin.getByRole('tab', { name: 'Provisioning' }).click();

  // The admin creates a token; its secret is shown once.
  const tokenName = `Entra e2e ${randomBytes(3).toString('hex')}`;
  await admin.getByLabel('Token name').fill(tokenName);
  await admin.getByRole('button', { name: 'Create token' }).click();
  const secretField = admin.getByLabel('Secret token (shown once)');
  await expect(secretField).toHaveValue(/^scim_/);
  const secret = await secretField.inputValue();
  await admin.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toHaveCount(0);
  await expect(admin.getByTestId(`provisioning-token-${tokenName}`).getByText('Last used: Never')).toBeVisible();
  const scimHeaders = { authorization: `Bearer ${secret}`, 'content-type': SCIM_JSON, accept: SCIM_JSON };

  // Entra's Test Connection: a filter on a random value answers 200 with an empty list.
  const probe = await request.get(`/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${randomUUID()}"`)}`, { headers: scimHeaders });
  expect(probe.status()).toBe(200);
  expect(await probe.json()).toMatchObject({ totalResults: 0, Resources: [] });

  // Entra's create-user request.
  const objectId = randomUUID();
  const tag = objectId.slice(0, 6);
  const upn = `joiner.${tag}@contoso.example`;
  const name = { givenName: 'Zara', familyName: `Entra ${tag}` };
  const created = await request.post('/scim/v2/Users', {
    headers: scimHeaders,
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      externalId: objectId,
      userName: upn,
      active: true,
      emails: [{ primary: true, type: 'work', value: upn }],
      meta: { resourceType: 'User' },
      name: { formatted: `${name.givenName} ${name.familyName}`, ...name },
      displayName: `${name.givenName} ${name.familyName}`,
      roles: [{ primary: false, type: 'WindowsAzureActiveDirectoryRole', display: 'Employee.mytime', value: 'Employee.mytime' }],
      [ENTERPRISE]: { department: 'Finance' },
    },
  });
  expect(created.status()).toBe(201);
  const resource = (await created.json()) as { id: string; active: boolean };
  expect(resource.active).toBe(true);

  // The Provisioning tab shows the request in its log and the token's use.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Provisioning' }).click();
  const log = admin.getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: 'POST /scim/v2/Users' }).first()).toContainText('201');
  await expect(admin.getByTestId(`provisioning-token-${tokenName}`).getByText('Last used: Never')).toHaveCount(0);

  // The person is in User Management, their role marked Entra.
  await admin.getByRole('tab', { name: 'Manage Roles' }).click();
  await admin.getByLabel('Filter users').fill(upn);
  const card = admin.getByTestId(`user-roles-${upn}`);
  await expect(card.getByText(`${name.givenName} ${name.familyName}`)).toBeVisible();
  const chip = card.getByRole('listitem').filter({ hasText: 'Employee' });
  await expect(chip.getByText('Entra', { exact: true })).toBeVisible();
  await expect(card.getByText('Inactive')).toHaveCount(0);

  // Entra's leaver: the default dialect's PATCH with the boolean as a string.
  const disabled = await request.patch(`/scim/v2/Users/${resource.id}`, {
    headers: scimHeaders,
    data: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
  });
  expect(disabled.status()).toBe(200);
  expect(((await disabled.json()) as { active: boolean }).active).toBe(false);
  const reread = await request.get(`/scim/v2/Users/${resource.id}`, { headers: scimHeaders });
  expect(((await reread.json()) as { active: boolean }).active).toBe(false);

  await admin.reload();
  await admin.getByLabel('Filter users').fill(upn);
  await expect(admin.getByTestId(`user-roles-${upn}`).getByText('Inactive')).toBeVisible();

  // Clean up: Entra's hard delete detaches the person, then the admin revokes the token in the tab.
  // Entra's DELETE carries no body, so no content type.
  expect((await request.delete(`/scim/v2/Users/${resource.id}`, { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(204);
  await admin.getByRole('tab', { name: 'Provisioning' }).click();
  await admin.getByRole('button', { name: `Revoke ${tokenName}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByTestId(`provisioning-token-${tokenName}`).getByText('Revoked')).toBeVisible();
  expect((await request.get('/scim/v2/Users', { headers: scimHeaders })).status()).toBe(404);
});
