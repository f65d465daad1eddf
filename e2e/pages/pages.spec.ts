import type { Page } from '@playwright/test';
import { expect, signInAs, test, type RoleGrant } from '../fixtures';
import { MODULES } from '@apps/contracts/modules/module-list';

/** The placeholder modules (no API resources in their manifests): Project, Innovation Hub, Pipeline, Talent, Insights. */
const FIVE = MODULES.filter((module) => module.resources.length === 0).map((module) => module.id);
/** Employee on each placeholder module, as the demo organisation's solutions architect has. */
const ON_THE_FIVE: RoleGrant[] = FIVE.map((module) => ({ role: 'Employee', module }));

/**
 * Records every `/v1` request from now on, to prove that a placeholder screen makes no backend call. The header's
 * notification bell polls the unread count every 30 seconds on every screen; it belongs to the shell, not
 * to the screen, so it is left out.
 */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/notifications/')) return;
    if (url.pathname.startsWith('/v1/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('a person with roles on the five placeholder modules reaches every route, and they call no API', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ name: 'Divya Architect', roles: ON_THE_FIVE }));
  for (const id of FIVE) await expect(page.getByTestId(`tile-${id}`)).toHaveAttribute('href', `/${id}`);
  const calls = recordApiCalls(page);
  const sidebar = page.getByTestId('module-sidebar');

  // Project: /project redirects to the dashboard; four sidebar items, one placeholder.
  await page.getByTestId('tile-project').click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await expect(heading(page, 'Project Estimation & Quality')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Project · Apps');
  await expect(page.getByText('Project module is ready for implementation')).toBeVisible();
  for (const [label, path] of [['Estimates', 'estimates'], ['SOWs', 'sows'], ['Projects', 'projects'], ['Dashboard', 'dashboard']] as const) {
    await sidebar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${path}$`));
    await expect(heading(page, 'Project Estimation & Quality')).toBeVisible();
  }

  // Innovation Hub: dashboard figures and links, ideas search with status, Coming Soon pages.
  await page.getByRole('link', { name: 'Apps home' }).click();
  await page.getByTestId('tile-innovation').click();
  await expect(page).toHaveURL(/\/innovation$/);
  await expect(heading(page, 'Innovation Hub')).toBeVisible();
  for (const figure of ['12', '5', '28', '8']) await expect(page.getByTestId('stat-tile').getByText(figure, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Browse Ideas/ }).click();
  await expect(page).toHaveURL(/\/innovation\/ideas$/);
  await expect(page.getByTestId('idea-card')).toHaveCount(9);
  await page.getByLabel('Search ideas').fill('cloud');
  await expect(page.getByTestId('idea-card')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('Approved');
  await expect(page.getByTestId('idea-card')).toHaveCount(1);
  await expect(page.getByTestId('idea-card')).toContainText('Self-service cloud sandbox');
  await page.getByLabel('Status').selectOption('Rejected');
  await expect(page.getByText('No ideas found')).toBeVisible();
  for (const [link, title] of [
    ['Submit New Idea', 'New Idea Form'],
    ['Innovation Projects', 'Innovation Projects'],
    ['Demos', 'Demos'],
    ['Knowledge Articles', 'Knowledge Articles'],
  ] as const) {
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/innovation\/dashboard$/);
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${link}`) }).click();
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  }

  // Pipeline: /pipeline redirects to the dashboard; the same page at leads and opportunities.
  await page.getByRole('link', { name: 'Apps home' }).click();
  await page.getByTestId('tile-pipeline').click();
  await expect(page).toHaveURL(/\/pipeline\/dashboard$/);
  await expect(heading(page, 'Sales Pipeline')).toBeVisible();
  await expect(page.getByText('Track leads and opportunities through your sales funnel')).toBeVisible();
  await expect(page.getByTestId('stat-tile')).toHaveText([/Total Leads\s*0\s*Active leads/, /Opportunities\s*0\s*In pipeline/, /Conversion Rate\s*0%\s*This month/, /Pipeline Value\s*\$0\s*Total value/]);
  for (const path of ['leads', 'opportunities']) {
    await sidebar.getByRole('link', { name: path === 'leads' ? 'Leads' : 'Opportunities' }).click();
    await expect(page).toHaveURL(new RegExp(`/pipeline/${path}$`));
    await expect(heading(page, 'Sales Pipeline')).toBeVisible();
  }

  // Talent: /talent redirects to the dashboard.
  await page.getByRole('link', { name: 'Apps home' }).click();
  await page.getByTestId('tile-talent').click();
  await expect(page).toHaveURL(/\/talent\/dashboard$/);
  await expect(heading(page, 'Talent Management')).toBeVisible();
  for (const [label, path] of [['Employees', 'employees'], ['Allocations', 'allocations']] as const) {
    await sidebar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/talent/${path}$`));
    await expect(heading(page, 'Talent Management')).toBeVisible();
  }

  // Insights: the index, its sidebar item, and the Coming Soon pages.
  await page.getByRole('link', { name: 'Apps home' }).click();
  await page.getByTestId('tile-insights').click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(heading(page, 'Insights')).toBeVisible();
  await expect(page.getByText('All connected')).toBeVisible();
  // A button that does nothing yet is disabled and says why.
  await expect(page.getByRole('button', { name: 'New Dashboard' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New Dashboard' })).toHaveAccessibleDescription('Creating dashboards is not available yet.');
  for (const [link, path] of [['Dashboards', 'dashboards'], ['KPIs', 'kpis'], ['Reports', 'reports']] as const) {
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/insights\/dashboard$/);
    await expect(heading(page, 'Insights')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${link}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/insights/${path}$`));
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  }

  // The shell re-reads the person's settings when they are stale (a loaded machine reaches that mid-walk);
  // that read is the shell's, not a placeholder module's.
  expect(calls.filter((call) => call !== 'GET /v1/me/settings')).toEqual([]);
});

test('a person without a role on a placeholder module is sent home from its routes', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] }));
  for (const path of ['/project/estimates', '/innovation/ideas', '/pipeline/leads', '/talent/allocations', '/insights/kpis']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tile-mytime')).toBeVisible();
  }
});

test("the profile shows the person's roles from the API", async ({ page, createPerson }) => {
  const divya = await createPerson({ name: 'Divya Architect', roles: ON_THE_FIVE });
  await signInAs(page, divya);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, divya.name)).toBeVisible();
  await expect(page.getByText(divya.email).first()).toBeVisible();
  await expect(page.getByText(/^Joined /)).toBeVisible();
  await expect(page.getByTestId('profile-account-id')).toHaveText(/^[0-9a-f-]{8}$/);
  const stats = page.getByTestId('quick-stats');
  await expect(stats).toContainText('Total Roles5');
  await expect(stats).toContainText('Modules Access5');
  await expect(stats).toContainText('Account StatusActive');

  await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
  const rows = page.getByTestId('profile-role');
  await expect(rows).toHaveText([/Employee.*Project/, /Employee.*Innovation Hub/, /Employee.*Pipeline/, /Employee.*Talent/, /Employee.*Insights/]);
  await expect(page.getByText('Contact your system administrator')).toBeVisible();
});

test('settings: Save Changes stores the choices with one call; a reload shows them; Cancel restores the saved ones', async ({ page, createPerson }) => {
  await signInAs(page, await createPerson());
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');

  await page.getByLabel('Timezone').selectOption('Asia/Tokyo');
  await page.getByRole('switch', { name: 'Weekly Digest' }).click();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  const calls = recordApiCalls(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  expect(calls).toEqual(['PUT /v1/me/settings']);

  await page.reload();
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page.getByLabel('Timezone')).toHaveValue('Asia/Tokyo');
  await expect(page.getByRole('switch', { name: 'Weekly Digest' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByLabel('Timezone').selectOption('Pacific/Auckland');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Timezone')).toHaveValue('Asia/Tokyo');
});
