import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signInAs, test, type RoleGrant } from '../fixtures';
import { AxeWalk, settled } from '../accessibility/axe';
import { MODULES } from '@apps/contracts/modules/module-list';
import type { Page } from '@playwright/test';

// The app in Hindi, Spanish and French: the signed-out screen follows the browser's language; a person
// who saves a language on Settings sees every screen in it, with `<html lang>` set, no text cut or
// pushing the page wider than the screen at 1440 and 390 px, and no serious accessibility finding (each
// language walks in one theme: Hindi light, Spanish dark, French light).

const WEB = path.resolve(import.meta.dirname, '../../apps/web/src');

/** A message of the app shell's catalogue in `language` (app/locales/<language>.json). */
function appMessage(language: string, id: string): string {
  const catalogue = JSON.parse(readFileSync(path.join(WEB, 'app/locales', `${language}.json`), 'utf8')) as Record<string, string>;
  return catalogue[id]!;
}

/** Home, every module's first screen (its manifest's first sidebar item), MyTime's daily screens, User Management, Profile, Settings. */
const SCREENS = [
  '/',
  ...MODULES.map((module) => module.sidebar[0]!.path),
  '/mytime/timesheet',
  '/mytime/leave',
  '/mytime/approvals',
  '/admin/users',
  '/profile',
  '/settings',
];
/** Admin on all: every module and the administration screens. */
const EVERYWHERE: RoleGrant[] = [{ role: 'Admin', module: 'all' }];

/**
 * Texts that do not fit: the page wider than the screen, or a control, tab, heading or table header whose
 * text is wider than its box while the box clips it (`overflow` other than visible).
 */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('button, a, [role="tab"], th, label, h1, h2, h3, dt, dd')) {
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1 && element.offsetParent !== null && !element.closest('[data-scroll-x]')) {
        found.push(`${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}"`);
      }
    }
    return found;
  });
}

for (const language of ['hi', 'es', 'fr'] as const) {
  test(`signed out, the sign-in screen follows a browser in ${language}`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language === 'hi' ? 'hi-IN' : `${language}-${language.toUpperCase()}` });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: appMessage(language, 'app.signIn.button') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The development sign-in popup too.
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: appMessage(language, 'app.signIn.button') }).click();
    const picker = await popup;
    await expect(picker.getByRole('heading', { name: appMessage(language, 'app.devSignIn.title') })).toBeVisible();
    await expect(picker.getByRole('button', { name: appMessage(language, 'app.devSignIn.next') })).toBeVisible();
    await expect(picker.locator('html')).toHaveAttribute('lang', language);
    await picker.screenshot({ path: test.info().outputPath(`dev-sign-in-${language}.png`) });
    await context.close();
  });
}

for (const [language, theme] of [
  ['hi', 'Light'],
  ['es', 'Dark'],
  ['fr', 'Light'],
] as const) {
  test(`a person who chooses ${language} sees the main screens in it, uncut at 1440 and 390 px, in the ${theme.toLowerCase()} theme`, async ({ page, createPerson }, testInfo) => {
    test.setTimeout(480_000);
    await signInAs(page, await createPerson({ roles: EVERYWHERE }));
    await page.goto('/settings');
    await page.getByLabel('Language').selectOption(language);
    await page.getByText(theme, { exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const axe = new AxeWalk(page, 1440);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      axe.width = width;
      for (const screen of SCREENS) {
        await page.goto(screen);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await cutTexts(page), `${screen} at ${width} px`).toEqual([]);
        await axe.check(`${screen} (${language})`);
      }
    }
    // The choice is the person's: after a reload the home still speaks it.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Welcome,/);
    await axe.finish(testInfo, `languages-${language}`);
  });
}
