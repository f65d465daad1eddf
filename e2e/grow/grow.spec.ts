import type { Page } from '@playwright/test';
import { accessTokenOf, expect, pageFor, signInAs, test, type RoleGrant } from '../fixtures';

// Grow, each test on an employee and a manager it creates; the numbers expected on screen
// are computed from the API.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'grow' }];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

/** The signed-in person's active OKRs' progress, from the API the screens use. */
async function activeProgress(page: Page): Promise<number[]> {
  const token = await accessTokenOf(page);
  const response = await page.request.get('/v1/grow/okrs/my?status=Active&limit=100', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: Array<{ progress: number }> } }).data.items.map((okr) => okr.progress);
}

/** The caption of the dashboard's Active OKRs tile: '<n>% average progress'. */
const averageCaption = (page: Page) => page.getByTestId('stat-tile').filter({ hasText: 'Active OKRs' }).getByText(/average progress$/);

const average = (values: number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

async function openGrow(page: Page, item: 'Dashboard' | 'OKRs' | 'Reviews') {
  await page.goto('/grow/dashboard');
  await page.getByRole('navigation', { name: 'Grow navigation' }).getByRole('link', { name: item }).click();
}

test('an employee creates an OKR with two key results, updates one on blur, and sees progress and the dashboard average change', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ name: 'Meera Employee', roles: EMPLOYEE }));
  const before = await activeProgress(page);
  await openGrow(page, 'Dashboard');
  await expect(averageCaption(page)).toHaveText(`${average(before)}% average progress`);

  await page.getByRole('navigation', { name: 'Grow navigation' }).getByRole('link', { name: 'OKRs' }).click();
  // A person with no OKRs also sees the empty state's own 'New OKR' button.
  await page.getByRole('button', { name: 'New OKR' }).first().click();
  const objective = `Publish the research playbook ${Date.now().toString(36)}`;
  await page.getByLabel('Objective').fill(objective);
  await page.getByLabel('Key result 1', { exact: true }).fill('Playbook chapters written');
  await page.getByLabel('Target', { exact: true }).first().fill('10');
  await page.getByLabel('Unit', { exact: true }).first().fill('chapters');
  await expect(page.getByRole('button', { name: /Remove key result/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Key Result' }).click();
  await page.getByLabel('Key result 2', { exact: true }).fill('Teams using the playbook');
  await expect(page.getByLabel('Target', { exact: true }).nth(1)).toHaveValue('100');
  await expect(page.getByLabel('Unit', { exact: true }).nth(1)).toHaveValue('%');
  await page.getByRole('button', { name: 'Create OKR' }).click();
  await expect(page.getByText('OKR created successfully')).toBeVisible();

  const card = page.getByTestId('okr-card').filter({ hasText: objective });
  await expect(card.getByTestId('okr-progress')).toHaveText('0%');
  const current = card.getByLabel('Current value of Playbook chapters written');
  await expect(current).toHaveAttribute('max', '10');
  await current.fill('5');
  await current.blur();
  await expect(page.getByText('Key result updated')).toBeVisible();
  await expect(card.getByTestId('key-result-Playbook chapters written').getByTestId('key-result-progress')).toHaveText('50%');
  await expect(card.getByTestId('okr-progress')).toHaveText('25%');

  const after = await activeProgress(page);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContain(25);
  await page.getByRole('navigation', { name: 'Grow navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(averageCaption(page)).toHaveText(`${average(after)}% average progress`);
  expect(average(after)).not.toBe(average(before));
  await expect(page.getByRole('list', { name: 'Active OKRs' })).toBeVisible();
});

test('a manager starts a review, the employee self-assesses, the manager assesses and finalizes, and the list shows it Finalized with the rating', async ({
  browser,
  createPerson,
}) => {
  const manager = await createPerson({ name: 'Neha Manager', roles: [{ role: 'Manager', module: 'grow' }] });
  const employee = await createPerson({ name: 'Meera Employee', roles: EMPLOYEE, managerId: manager.id });
  const month = Math.floor(Math.random() * MONTHS.length);
  const day = 1 + Math.floor(Math.random() * 28);
  const start = `2024-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const period = `${MONTHS[month]} ${day} – Dec 31, 2024`;

  const neha = await pageFor(browser, manager);
  await openGrow(neha, 'Reviews');
  await neha.getByRole('button', { name: 'Start Review' }).click();
  const form = neha.locator('form');
  await form.getByLabel('Employee').selectOption({ label: `${employee.name} (${employee.email})` });
  await form.getByLabel('Review type').selectOption({ label: 'Annual' });
  await form.getByLabel('Period start').fill(start);
  await form.getByLabel('Period end').fill('2024-12-31');
  await form.getByRole('button', { name: 'Start Review' }).click();
  await expect(neha.getByText('Review started')).toBeVisible();
  const nehaCard = neha.getByTestId('review-card').filter({ hasText: period });
  await expect(nehaCard.getByText('Pending self-assessment')).toBeVisible();
  await expect(nehaCard.getByText(employee.name, { exact: false })).toBeVisible();

  const meera = await pageFor(browser, employee);
  await openGrow(meera, 'Reviews');
  const meeraCard = meera.getByTestId('review-card').filter({ hasText: period });
  await meeraCard.getByRole('button', { name: 'Complete Self-Assessment' }).click();
  await meeraCard.getByLabel('Your rating').selectOption('4');
  await meeraCard.getByLabel('Achievements').fill('Led the design system launch and ran usability tests every sprint.');
  await meeraCard.getByRole('button', { name: 'Submit Self-Assessment' }).click();
  await expect(meera.getByText('Self-assessment submitted')).toBeVisible();
  await expect(meeraCard.getByText('Awaiting manager assessment')).toBeVisible();

  await neha.reload();
  await neha.getByRole('tab', { name: 'Team Reviews' }).click();
  await nehaCard.getByRole('button', { name: 'Assess' }).click();
  await nehaCard.getByLabel('Strengths').fill('Clear research, strong collaboration with engineering.');
  await nehaCard.getByLabel('Areas of improvement').fill('Share findings with the wider organisation.');
  await nehaCard.getByLabel('Overall rating').selectOption('5');
  await nehaCard.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(neha.getByText('Assessment submitted')).toBeVisible();
  await expect(nehaCard.getByText('Awaiting finalization')).toBeVisible();
  await nehaCard.getByRole('button', { name: 'Finalize' }).click();
  const dialog = neha.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Finalize Review' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(neha.getByText('Review finalized')).toBeVisible();
  await expect(nehaCard.getByText('Finalized', { exact: true })).toBeVisible();
  await expect(nehaCard.getByTestId('review-rating')).toContainText('5/5');

  await meera.reload();
  await expect(meeraCard.getByText('Finalized', { exact: true })).toBeVisible();
  await expect(meeraCard.getByTestId('review-rating')).toContainText('5/5');
});
