import { expect, test } from '../fixtures';

// The installable app in Chromium: the manifest parses, the service worker registers under the CSP, shows
// a pushed message as a notification with its link, and answers no request itself.

test('the manifest parses and the service worker shows a pushed notification and caches nothing', async ({ page, context, baseURL }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Apps', display: 'standalone' });

  await cdp.send('ServiceWorker.enable');
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  const scope = await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    return (await navigator.serviceWorker.ready).scope;
  });
  expect(scope).toBe(`${baseURL}/`);

  const message = { title: 'Your leave was approved', body: 'Your leave request was approved.', url: '/mytime/leave', tag: 'notification-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registered, data: JSON.stringify(message) });
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, data: shown.data as unknown }))),
    )
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

  // Controlled by the worker now, the page's requests still go to the network: nothing is cached.
  const config = page.waitForResponse((response) => response.url().endsWith('/v1/auth/config'));
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect((await config).fromServiceWorker()).toBe(false);
  expect(cspErrors).toEqual([]);
});
