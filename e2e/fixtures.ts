import { randomBytes } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Role, RoleName, UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import type { RoleModule } from '@apps/contracts/module-ids';

/**
 * The demo people of the development organisation (apps/api/src/db/seed/demo-people.ts). Tests about
 * the demo data read them; a test that changes data creates its own people with `createPerson`.
 */
export const PEOPLE = {
  admin: { name: 'Aarav Mehta', email: 'aarav.mehta@example.com' },
  headOfEngineering: { name: 'Priya Sharma', email: 'priya.sharma@example.com' },
  managerNeha: { name: 'Neha Kapoor', email: 'neha.kapoor@example.com' },
  managerRohan: { name: 'Rohan Iyer', email: 'rohan.iyer@example.com' },
  recruiter: { name: 'Kavya Nair', email: 'kavya.nair@example.com' },
  employeeArjun: { name: 'Arjun Reddy', email: 'arjun.reddy@example.com' },
  employeeIshita: { name: 'Ishita Verma', email: 'ishita.verma@example.com' },
  employeeVikram: { name: 'Vikram Singh', email: 'vikram.singh@example.com' },
  employeeMeera: { name: 'Meera Joshi', email: 'meera.joshi@example.com' },
  newJoiner: { name: 'Sanjay Rao', email: 'sanjay.rao@example.com' },
  architectDivya: { name: 'Divya Menon', email: 'divya.menon@example.com' },
} as const;

export type Person = { name: string; email: string };

/**
 * Signs in through the real sign-in screen and the development sign-in popup, and waits until the
 * home tiles are loaded (unless `waitForHome` is false, e.g. for a deactivated account). A person not
 * in the demo list signs in by e-mail.
 */
export async function signInAs(page: Page, person: Person, { waitForHome = true }: { waitForHome?: boolean } = {}): Promise<void> {
  await page.goto('/');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
  ]);
  await popup.waitForLoadState();
  const listed = popup.getByRole('button', { name: new RegExp(person.name) });
  await popup.getByRole('list', { name: 'Demo accounts' }).getByRole('button').first().waitFor();
  if ((await listed.count()) > 0) {
    await listed.first().click();
  } else {
    await popup.getByLabel('Use another account').fill(person.email);
    await popup.getByRole('button', { name: 'Next' }).click();
  }
  if (!waitForHome) return;
  // The home's heading in any language ('Welcome, …', 'Bienvenido, …'), then its tiles.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('tile-mytime')).toBeVisible();
}

/**
 * The contexts `pageFor` opened in the running test. The browser lives as long as the worker: a
 * context left open keeps its page polling the API through every later test of that worker, so the
 * `test` fixture below closes them when the test ends.
 */
const openedContexts = new Set<BrowserContext>();

/** A fresh browser context signed in as `person` (several people in one test); closed after the test. */
export async function pageFor(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  openedContexts.add(context);
  const page = await context.newPage();
  await signInAs(page, person);
  return page;
}

/** The bearer token the app uses (for direct API checks from the test). */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('apps-dev-session') ?? '{}') as { accessToken?: string }).accessToken ?? '');
}

/** A person a test created for itself, with their user id. */
export type CreatedPerson = Person & { id: string };

/** A role a created person holds on a module (or on `all`). */
export type RoleGrant = { role: RoleName; module: RoleModule };

interface Envelope<T> {
  success: boolean;
  data: T;
  error: string | null;
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.success) throw new Error(`${what} failed (${response.status()}): ${body.error}`);
  return body.data;
}

/** A development-mode bearer token for `person` (POST /v1/auth/dev/token). */
async function devToken(request: APIRequestContext, person: Person): Promise<string> {
  const response = await request.post('/v1/auth/dev/token', { data: { email: person.email, name: person.name } });
  return (await dataOf<{ accessToken: string }>(response, 'dev token')).accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Saves `changes` over `person`'s settings through the API (`PUT /v1/me/settings`), e.g. a language:
 * the demo organisation has people in Hindi and Spanish, and a test written in English about one of
 * them sets English first.
 */
export async function saveSettingsOf(request: APIRequestContext, person: Person, changes: Record<string, unknown>): Promise<void> {
  const headers = bearer(await devToken(request, person));
  const current = await dataOf<Record<string, unknown>>(await request.get('/v1/me/settings', { headers }), 'settings');
  await dataOf(await request.put('/v1/me/settings', { headers, data: { ...current, ...changes } }), 'settings saved');
}

/**
 * Playwright fixtures (epic-stack's model): `createPerson({ name, roles })` creates a new person
 * through the API (their first sign-in, then exactly the roles asked for, by the demo admin) with a unique e-mail
 * and a name ending in a short unique tag, so each test works on people no other test touches
 * (`active: false` deactivates them at once; `managerId` puts them under that person in the reporting
 * line, so that person's approvals show their work). After
 * the test the people are deleted, or deactivated when they now own work records (timesheets, leave,
 * reviews), which the API keeps.
 */
export const test = base.extend<{
  createPerson: (options?: { name?: string; roles?: RoleGrant[]; active?: boolean; managerId?: string }) => Promise<CreatedPerson>;
  closeOpenedContexts: void;
}>({
  closeOpenedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use();
      await Promise.all([...openedContexts].map((context) => context.close()));
      openedContexts.clear();
    },
    { auto: true },
  ],
  createPerson: async ({ request }, use) => {
    const admin = bearer(await devToken(request, PEOPLE.admin));
    // The demo organisation gives new people default roles (and each a notification): tests' people
    // start without them, so a test sees only the roles and notifications it causes.
    await dataOf(await request.put('/v1/role-defaults', { headers: admin, data: { items: [] } }), 'default roles');
    const created: CreatedPerson[] = [];
    let roles: Role[] | null = null;

    await use(async ({ name = 'Test Person', roles: grants = [], active = true, managerId } = {}) => {
      const tag = randomBytes(3).toString('hex');
      const person = { name: `${name} ${tag}`, email: `e2e.${tag}.${Date.now().toString(36)}@example.com` };
      const user = await dataOf<User>(await request.post('/v1/auth/login', { headers: bearer(await devToken(request, person)) }), 'first sign-in');
      roles ??= await dataOf<Role[]>(await request.get('/v1/roles', { headers: admin }), 'roles');
      // The first sign-in gave the organisation's default roles: keep only those the test asks for.
      const held = (await dataOf<{ userRoles: UserRole[] }>(await request.get(`/v1/users/${user.id}/roles`, { headers: admin }), 'roles of the person')).userRoles;
      const wanted = (assignment: UserRole) => grants.some((grant) => grant.role === assignment.role.name && grant.module === assignment.module);
      for (const assignment of held.filter((a) => !wanted(a))) await dataOf(await request.delete(`/v1/user-roles/${assignment.id}`, { headers: admin }), 'default role removal');
      for (const grant of grants) {
        const role = roles.find((r) => r.name === grant.role);
        if (!role) throw new Error(`No role named ${grant.role}`);
        if (held.some((a) => a.role.name === grant.role && a.module === grant.module)) continue;
        await dataOf<UserRole>(await request.post('/v1/user-roles', { headers: admin, data: { userId: user.id, roleId: role.id, module: grant.module } }), 'role assignment');
      }
      if (managerId) await dataOf<User>(await request.patch(`/v1/users/${user.id}`, { headers: admin, data: { managerId } }), 'manager');
      if (!active) await dataOf<User>(await request.patch(`/v1/users/${user.id}`, { headers: admin, data: { isActive: false } }), 'deactivation');
      const result = { ...person, id: user.id };
      created.push(result);
      return result;
    });

    for (const person of created) {
      const deleted = await request.delete(`/v1/users/${person.id}`, { headers: admin });
      if (deleted.status() === 409) await request.patch(`/v1/users/${person.id}`, { headers: admin, data: { isActive: false } });
    }
  },
});

export { expect };
