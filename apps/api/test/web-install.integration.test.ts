import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// The installable app as the API serves it: the service worker and the manifest from the built web app
// (a small stand-in dist here, so the test does not need `npm run build`), under the CSP.

let t: TestApp;
let dist: string;
const previous = process.env.WEB_DIST_DIR;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head><body></body></html>');
  const web = path.resolve(import.meta.dirname, '../../web/public');
  for (const file of ['sw.js', 'manifest.webmanifest']) fs.copyFileSync(path.join(web, file), path.join(dist, file));
  fs.copyFileSync(path.resolve(import.meta.dirname, '../../web/teams-tab.html'), path.join(dist, 'teams-tab.html'));
  process.env.WEB_DIST_DIR = dist;
  t = await buildTestApp({}, { serveWeb: true });
});

afterAll(async () => {
  await t.close();
  if (previous === undefined) delete process.env.WEB_DIST_DIR;
  else process.env.WEB_DIST_DIR = previous;
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves /sw.js as JavaScript, revalidated on every load, and the CSP allows it as a worker', async () => {
    const response = await t.request({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('push'");
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('lets Microsoft Teams frame its tab page, and only that page', async () => {
    const tab = await t.request({ method: 'GET', url: '/teams-tab.html?open=%2Fmytime%2Fleave&locale=fr-fr' });
    expect(tab.statusCode).toBe(200);
    expect(tab.body).toContain('id="open"');
    const tabCsp = String(tab.headers['content-security-policy']);
    expect(tabCsp).toContain("frame-ancestors 'self' https://teams.microsoft.com https://*.teams.microsoft.com https://*.cloud.microsoft");
    expect(tabCsp).toContain("script-src 'self'");
    expect(tab.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/sw.js', '/teams-tab.html/../index.html', '/v1/auth/config']) {
      const other = await t.request({ method: 'GET', url });
      expect(String(other.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('serves /manifest.webmanifest as a web app manifest: name, icons 192 and 512, standalone, theme colours', async () => {
    const response = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json() as { name: string; short_name: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; type: string }> };
    expect(manifest).toMatchObject({ name: 'Apps', short_name: 'Apps', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const png = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/public', `.${icon.src}`));
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
  });

  it('has a service worker that never handles fetches (no cached API answers)', () => {
    const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(worker).not.toMatch(/addEventListener\(\s*['"]fetch['"]/);
    expect(worker).not.toMatch(/\bcaches\./);
  });
});
