import type { APIRequestContext } from '@playwright/test';
import { expect, pageFor, test, type CreatedPerson, type RoleGrant } from '../fixtures';
import { expectToast } from './timesheet-steps';

// Approving several timesheets at once with a comment (one refused because it was decided meanwhile),
// the employee reading the comment, and Undo after a single approval.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

async function tokenOf(request: APIRequestContext, person: CreatedPerson): Promise<{ authorization: string }> {
  const response = await request.post('/v1/auth/dev/token', { data: { email: person.email, name: person.name } });
  return { authorization: `Bearer ${((await response.json()) as { data: { accessToken: string } }).data.accessToken}` };
}

/** The Sunday that starts the UTC week `weeksAgo` weeks back, `YYYY-MM-DD`. */
function sundayWeeksAgo(weeksAgo: number): string {
  const now = new Date();
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay() - 7 * weeksAgo));
  return sunday.toISOString().slice(0, 10);
}
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Through the API as `person`: a timesheet of the week `weeksAgo` back with one 8-hour entry, submitted. Answers its id. */
async function submittedTimesheet(request: APIRequestContext, person: CreatedPerson, weeksAgo: number): Promise<string> {
  const headers = await tokenOf(request, person);
  const projects = (await (await request.get('/v1/mytime/projects?limit=100', { headers })).json()) as { data: { items: Array<{ id: string; status: string }> } };
  const projectId = projects.data.items.find((p) => p.status === 'Active')!.id;
  const weekStartDate = sundayWeeksAgo(weeksAgo);
  const created = await request.post('/v1/mytime/timesheets', { headers, data: { employeeId: person.id, weekStartDate, weekEndDate: plusDays(weekStartDate, 6) } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const entry = { date: plusDays(weekStartDate, 1), projectId, taskDescription: 'Bulk approval work', hours: 8, isBillable: false, category: 'Development' };
  expect((await request.post(`/v1/mytime/timesheets/${id}/entries`, { headers, data: entry })).status()).toBe(201);
  expect((await request.post(`/v1/mytime/timesheets/${id}/submit`, { headers })).status()).toBe(200);
  return id;
}

test('an approver selects timesheets, approves them together with a comment and sees which one was refused and why', async ({ browser, createPerson, request }) => {
  test.setTimeout(120_000);
  const lead = await createPerson({ name: 'Bina Lead', roles: MANAGER });
  const ana = await createPerson({ name: 'Ana Bulk', roles: EMPLOYEE, managerId: lead.id });
  const ben = await createPerson({ name: 'Ben Bulk', roles: EMPLOYEE, managerId: lead.id });
  await submittedTimesheet(request, ana, 1);
  const bens = await submittedTimesheet(request, ben, 1);
  const anas = await submittedTimesheet(request, ana, 2);

  const manager = await pageFor(browser, lead);
  await manager.goto('/mytime/approvals');
  const list = manager.getByRole('region', { name: 'Pending timesheets' });
  const approveSelected = list.getByRole('button', { name: /^Approve selected/ });
  await expect(approveSelected).toHaveText(/Approve selected \(0\)/);
  await expect(approveSelected).toBeDisabled();

  // Ben's by keyboard, then all three with "Select all".
  const bensBox = list.getByRole('checkbox', { name: new RegExp(`^Select ${ben.name}`) });
  await bensBox.focus();
  await manager.keyboard.press('Space');
  await expect(bensBox).toBeChecked();
  await expect(approveSelected).toHaveText(/Approve selected \(1\)/);
  await list.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(approveSelected).toHaveText(/Approve selected \(3\)/);

  // Meanwhile Ben's is approved elsewhere (the lead, through the API): the bulk approval refuses it.
  const leadHeaders = await tokenOf(request, lead);
  expect((await request.post(`/v1/mytime/timesheets/${bens}/approve`, { headers: leadHeaders, data: { approverId: lead.id } })).status()).toBe(200);

  await approveSelected.click();
  const dialog = manager.getByRole('dialog', { name: 'Approve 3 timesheets' });
  await dialog.getByLabel('Comment (optional)').fill('Thanks, week closed');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(manager, '2 timesheets approved');
  const refused = list.getByRole('alert');
  await expect(refused).toContainText('1 timesheet not approved:');
  await expect(refused).toContainText(`${ben.name}, week of`);
  await expect(refused).toContainText('This timesheet is Approved; it can be approved or rejected only while Submitted');
  await expect(manager.getByText('No pending approvals')).toBeVisible();

  // The employee reads the comment on the approved timesheet.
  const anaHeaders = await tokenOf(request, ana);
  const sheet = (await (await request.get(`/v1/mytime/timesheets/${anas}`, { headers: anaHeaders })).json()) as { data: { status: string; approvalComment: string } };
  expect(sheet.data).toMatchObject({ status: 'Approved', approvalComment: 'Thanks, week closed' });
  const notifications = (await (await request.get('/v1/notifications', { headers: anaHeaders })).json()) as { data: Array<{ body: string }> };
  expect(notifications.data.map((n) => n.body)).toContainEqual(expect.stringContaining('was approved. Comment: Thanks, week closed'));
});

test('Undo right after a single approval puts the timesheet back in the list', async ({ browser, createPerson, request }) => {
  test.setTimeout(120_000);
  const lead = await createPerson({ name: 'Uma Lead', roles: MANAGER });
  const cy = await createPerson({ name: 'Cy Undo', roles: EMPLOYEE, managerId: lead.id });
  const id = await submittedTimesheet(request, cy, 1);

  const manager = await pageFor(browser, lead);
  await manager.goto('/mytime/approvals');
  const detail = manager.getByTestId('approval-detail');
  await expect(detail.getByRole('heading', { name: cy.name })).toBeVisible();
  await detail.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = manager.getByRole('dialog', { name: `Approve timesheet of ${cy.name}` });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(manager, 'Timesheet approved successfully');
  await expect(manager.getByText('No pending approvals')).toBeVisible();

  await manager.getByRole('button', { name: 'Undo' }).click();
  await expectToast(manager, 'Approval undone; the timesheet is waiting again');
  await expect(detail.getByRole('heading', { name: cy.name })).toBeVisible();
  const headers = await tokenOf(request, cy);
  const sheet = (await (await request.get(`/v1/mytime/timesheets/${id}`, { headers })).json()) as { data: { status: string } };
  expect(sheet.data.status).toBe('Submitted');
});
