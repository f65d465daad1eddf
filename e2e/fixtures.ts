import { expect, test as base, type Browser, type Page } from '@playwright/test';

/** The demo people of the development organisation (apps/api/src/db/seed/demo-people.ts). */
export const PEOPLE = {
  admin: { name: 'Aarav Mehta', email: 'aarav.mehta@example.com' },
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
 * home tiles are loaded. A person not in the demo list signs in by e-mail.
 */
export async function signInAs(page: Page, person: Person): Promise<void> {
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
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  await expect(page.getByTestId('tile-mytime')).toBeVisible();
}

/** A fresh browser context signed in as `person` (several people in one test). */
export async function pageFor(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, person);
  return page;
}

/** The bearer token the app uses (for direct API checks from the test). */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('apps-dev-session') ?? '{}') as { accessToken?: string }).accessToken ?? '');
}

export const test = base;
export { expect };
