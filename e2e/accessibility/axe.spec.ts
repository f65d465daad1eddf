import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { accessTokenOf, expect, PEOPLE, signInAs, test, type Person } from '../fixtures';
import { AxeWalk, settled } from './axe';

// Axe-core on every route of SPEC.md section 2 (and the MyTime screens whose paths
// the spec does not show), each opened by a demo person who may, at 1440 px and 390 px, with the
// screen's dialogs, forms and menus open: no serious or critical WCAG 2.2 AA violation.
// docs/accessibility.md lists what remains (minor, moderate) and how this runs. Kept fast: one
// sign-in and one page per person, walked at 1440 px and then resized to 390 px; screens reached
// through the router, not by reloading; axe injected once per page load; a state (dialog,
// menu, tab) is checked only where it opened.

/**
 * A state of a screen to check besides the screen as it loads: opens it; the walk reloads the screen
 * before the next state. `scope`: the CSS selector axe checks (what the state opened), default the
 * main landmark and any open dialog.
 */
interface State {
  name: string;
  open: (page: Page) => Promise<void>;
  scope?: string;
}

/** A route to check, with its open states (dialogs, forms, menus, tabs). */
interface Screen {
  path: string;
  states?: State[];
  /** Only at this width (the sidebar overlay exists only on small screens). */
  width?: number;
}

const WIDTHS = [1440, 390] as const;

/** Open dialogs: the app's modal `<dialog>`s and ARIA dialogs (the notification panel). */
const DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"]';

const dialog = (page: Page) => expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible();

/** Opens a tab of a tab strip and waits for its panel to settle. */
const tab = (name: string): State => ({
  name: `${name} tab`,
  open: async (page) => {
    await page.getByRole('tab', { name }).click();
    await settled(page);
  },
});

/** Clicks a button that shows a form in the page, and waits for the form. */
const form = (button: string | RegExp, name = `${button} form`): State => ({
  name,
  open: async (page) => {
    await page.getByRole('main').getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('main').locator('form').first()).toBeVisible();
  },
});

const accountMenu: State = {
  name: 'account menu',
  scope: 'header',
  open: async (page) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
};

const notificationPanel: State = {
  name: 'notification panel',
  scope: DIALOG,
  open: async (page) => {
    await page.getByRole('button', { name: /Notifications/ }).click();
    await dialog(page);
    await settled(page);
  },
};

const sidebarOverlay: State = {
  name: 'sidebar overlay',
  scope: 'body',
  open: async (page) => {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('navigation', { name: /navigation$/ }).first()).toBeVisible();
  },
};

/**
 * On /mytime/holidays: shows a year of the demo's seeded calendars (2026) when the current year has
 * no holidays yet, so the rows and their Edit and Remove are there to open.
 */
async function holidaysOfSeededYear(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const year = main.getByTestId('holiday-year');
  for (let guard = 0; guard < 20 && Number(await year.textContent()) > 2026; guard += 1) {
    await main.getByRole('button', { name: 'Previous year' }).click();
    await settled(page);
  }
  await expect(main.getByTestId('holiday-row').first()).toBeVisible();
}

const holidayStates: State[] = [
  {
    name: 'edit holiday form',
    open: async (page) => {
      await holidaysOfSeededYear(page);
      await page.getByRole('main').getByRole('button', { name: /^Edit / }).first().click();
      await expect(page.getByRole('main').getByRole('form', { name: /^Edit / })).toBeVisible();
    },
  },
  {
    name: 'remove holiday dialog',
    scope: DIALOG,
    open: async (page) => {
      await holidaysOfSeededYear(page);
      await page.getByRole('main').getByRole('button', { name: /^Remove / }).first().click();
      await dialog(page);
    },
  },
  {
    name: 'an office calendar with an import preview',
    open: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('region', { name: 'Calendar' }).getByRole('button', { name: /Pune/ }).click();
      await main.getByLabel('File').setInputFiles({ name: 'holidays.csv', mimeType: 'text/csv', buffer: Buffer.from(`date,name\n${new Date().getFullYear()}-12-31,Year End\n`) });
      // Preview is a dry run: nothing is imported.
      await main.getByRole('button', { name: 'Preview' }).click();
      await expect(main.getByTestId('holiday-import-preview')).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'the import confirmation dialog',
    scope: DIALOG,
    open: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('region', { name: 'Calendar' }).getByRole('button', { name: /Pune/ }).click();
      await main.getByLabel('File').setInputFiles({ name: 'holidays.csv', mimeType: 'text/csv', buffer: Buffer.from(`date,name\n${new Date().getFullYear()}-12-31,Year End\n`) });
      await main.getByRole('button', { name: 'Preview' }).click();
      await expect(main.getByTestId('holiday-import-preview')).toBeVisible();
      await main.getByRole('button', { name: 'Import' }).click();
      await dialog(page);
    },
  },
];

/** Who opens which screens: the demo person with the roles each needs (README "Development sign-in"). */
const WALKS: Array<{ name: string; person: Person; screens: Screen[] }> = [
  {
    name: 'admin',
    person: PEOPLE.admin,
    screens: [
      { path: '/', states: [accountMenu, notificationPanel] },
      { path: '/profile', states: [tab('Roles & Permissions')] },
      { path: '/settings' },
      {
        path: '/admin/users',
        states: [
          {
            name: 'remove role dialog',
            scope: DIALOG,
            open: async (page) => {
              await page.getByRole('main').getByRole('button', { name: /^Remove/ }).first().click();
              await dialog(page);
            },
          },
          tab('Manage Users'),
          {
            name: 'Manage Users with a person selected and the deactivate dialog',
            scope: 'body',
            open: async (page) => {
              await page.getByRole('tab', { name: 'Manage Users' }).click();
              await settled(page);
              await page.getByRole('main').getByRole('button', { name: new RegExp(PEOPLE.employeeArjun.name) }).first().click();
              await page.getByRole('main').getByRole('button', { name: 'Deactivate' }).click();
              await dialog(page);
            },
          },
          tab('Provisioning'),
          tab('Import people'),
        ],
      },
      { path: '/admin/audit' },
      { path: '/mytime/project-management', states: [form('New Project', 'new project dialog'), form(/^Assign/, 'assign employee dialog')] },
      { path: '/mytime/holidays', states: holidayStates },
    ],
  },
  {
    name: 'manager',
    person: PEOPLE.managerNeha,
    screens: [
      { path: '/mytime/dashboard', states: [sidebarOverlay], width: 390 },
      { path: '/mytime/dashboard' },
      {
        path: '/mytime/timesheet',
        states: [
          {
            name: 'a timesheet open with the week grid',
            open: async (page) => {
              await page.getByRole('list', { name: 'My timesheets' }).getByRole('button').first().click();
              await settled(page);
            },
          },
          {
            name: 'the add-entry dialog opened from the week grid',
            scope: DIALOG,
            open: async (page) => {
              // The screen opens on this week, which in the person's zone may have no timesheet yet
              // (a new week has begun in India while the server's day is still the last one).
              await page.getByRole('list', { name: 'My timesheets' }).getByRole('button').first().click();
              await page.getByTestId('week-grid').getByRole('button', { name: 'Add Entry' }).click();
              await dialog(page);
            },
          },
        ],
      },
      { path: '/mytime/leave', states: [form('Request Leave')] },
      { path: '/mytime/projects' },
      {
        path: '/mytime/approvals',
        states: [
          {
            name: 'reject timesheet dialog',
            scope: DIALOG,
            open: async (page) => {
              // The first pending timesheet is open at once (the list selects it).
              await page.getByRole('main').getByRole('button', { name: 'Reject', exact: true }).click();
              await dialog(page);
            },
          },
          {
            name: 'approve timesheet dialog with a comment',
            scope: DIALOG,
            open: async (page) => {
              await page.getByRole('main').getByRole('button', { name: 'Approve', exact: true }).click();
              await dialog(page);
            },
          },
          tab('Leave Requests'),
        ],
      },
      { path: '/mytime/team-calendar' },
      { path: '/grow/dashboard' },
      { path: '/grow/okrs', states: [form('New OKR')] },
      { path: '/grow/reviews', states: [form('Start Review')] },
      { path: '/grow/learning' },
      { path: '/grow/career' },
    ],
  },
  {
    name: 'recruiter',
    person: PEOPLE.recruiter,
    screens: [
      { path: '/hire/dashboard' },
      { path: '/hire/jobs', states: [form('Create Job Posting')] },
      { path: '/hire/candidates', states: [form('Register Candidate')] },
      { path: '/hire/interviews' },
    ],
  },
  {
    name: 'placeholder modules',
    person: PEOPLE.architectDivya,
    screens: [
      ...['dashboard', 'estimates', 'sows', 'projects'].map((p) => ({ path: `/project/${p}` })),
      ...['dashboard', 'ideas', 'ideas/new', 'projects', 'demos', 'articles'].map((p) => ({ path: `/innovation/${p}` })),
      ...['dashboard', 'leads', 'opportunities'].map((p) => ({ path: `/pipeline/${p}` })),
      ...['dashboard', 'employees', 'allocations'].map((p) => ({ path: `/talent/${p}` })),
      ...['dashboard', 'dashboards', 'kpis', 'reports'].map((p) => ({ path: `/insights/${p}` })),
    ],
  },
];

/** Loads `path` (a full page load, the app starts again) and waits until it settled. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/**
 * Shows `path` through the app's router (history push and popstate, as a link does), not by reloading:
 * a reload starts the app and its session load again for every screen, which made the walk slow. Waits
 * for the route's own tab title (every screen has its own), then for it to settle.
 * The path already shown is loaded again instead (nothing would change).
 */
async function visit(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return open(page, path);
  const title = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).not.toHaveTitle(title);
  await settled(page);
}

/** A page signed in as `person` at the first width (one sign-in for the whole walk). */
async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const options: BrowserContextOptions = { viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' };
  const page = await (await browser.newContext(options)).newPage();
  await signInAs(page, person);
  return page;
}

/** Checks each of `screens` and each of its states at each width (the same page, resized). */
async function walkScreens(page: Page, axe: AxeWalk, screens: Screen[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    axe.width = width;
    // After a state (an open menu, dialog or panel) the next screen is loaded afresh, so nothing
    // a state opened (a header menu outlives a route change) is checked again on another screen.
    let opened = false;
    for (const screen of screens.filter((s) => !s.width || s.width === width)) {
      await (opened ? open(page, screen.path) : visit(page, screen.path));
      opened = false;
      if (!screen.width) await axe.check(screen.path);
      for (const [index, state] of (screen.states ?? []).entries()) {
        if (index > 0) await open(page, screen.path);
        await state.open(page);
        opened = true;
        await axe.check(`${screen.path} (${state.name})`, state.scope ?? `main, ${DIALOG}`);
      }
    }
  }
}

/**
 * Saves `theme` in the signed-in person's settings (`PUT /v1/me/settings`), reloads until the page
 * shows it, and answers a function that saves their settings as they were (the demo people are shared
 * with other tests).
 */
async function chooseTheme(page: Page, theme: 'dark'): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const answer = await page.request.get('/v1/me/settings', { headers });
  expect(answer.ok()).toBe(true);
  const saved = ((await answer.json()) as { data: Record<string, unknown> }).data;
  const put = async (settings: Record<string, unknown>) => expect((await page.request.put('/v1/me/settings', { headers, data: settings })).ok()).toBe(true);
  await put({ ...saved, theme });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await settled(page);
  return () => put(saved);
}

// Every walk twice: in the light theme, and in the dark theme chosen in the person's settings (the
// dark palette must keep colour contrast too).
for (const [walk, theme] of WALKS.flatMap((w) => [[w, 'light'] as const, [w, 'dark'] as const])) {
  const dark = theme === 'dark';
  test(`axe: ${walk.name} screens at ${WIDTHS.join(' and ')} px${dark ? ' in the dark theme' : ''}`, async ({ browser }, testInfo) => {
    // A walk through up to twenty screens and their states, twice (one width each).
    test.setTimeout(300_000);
    const page = await signedInPage(browser, walk.person);
    const restoreTheme = dark ? await chooseTheme(page, 'dark') : null;
    const axe = new AxeWalk(page, WIDTHS[0]);
    try {
      await walkScreens(page, axe, walk.screens);
    } finally {
      await restoreTheme?.();
    }
    await axe.finish(testInfo, dark ? `${walk.name}-dark` : walk.name);
    await page.context().close();
  });
}

test(`axe: sign-in, no-access and deactivated screens at ${WIDTHS.join(' and ')} px`, async ({ browser, createPerson }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const axe = new AxeWalk(page, WIDTHS[0]);
  const atEachWidth = async (screen: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      axe.width = width;
      await axe.check(screen);
    }
  };
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
  await atEachWidth('sign-in');

  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await signInAs(page, PEOPLE.newJoiner);
  await page.goto('/mytime/timesheet');
  await expect(page.getByText("You don't have access to MyTime")).toBeVisible();
  await settled(page);
  await atEachWidth('/ (no access to MyTime, no roles)');
  await context.close();

  const deactivated = await createPerson({ name: 'Axe Deactivated', active: false });
  const other = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
  const second = await other.newPage();
  const axeDeactivated = new AxeWalk(second, WIDTHS[0]);
  await signInAs(second, deactivated, { waitForHome: false });
  await expect(second.getByText('Your account is deactivated. Contact your administrator.')).toBeVisible();
  for (const width of WIDTHS) {
    await second.setViewportSize({ width, height: 900 });
    axeDeactivated.width = width;
    await axeDeactivated.check('deactivated account');
  }
  axe.findings.push(...axeDeactivated.findings);
  axe.checked.push(...axeDeactivated.checked);
  await axe.finish(testInfo, 'outside');
  await other.close();
});
