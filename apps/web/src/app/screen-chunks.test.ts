import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from './router';
import { chunksFor, preloadScreenChunks, SCREEN_CHUNKS_ID, SCREEN_MODULES, screenPathFor, type ScreenChunks } from './screen-chunks';

const chunks: ScreenChunks = {
  signedIn: ['signed-in-app-A', 'icons-B'],
  layout: ['feature-layout-C', 'query-D'],
  screens: { '/mytime/timesheet': ['timesheet-page-E', 'query-D'], '/pipeline/': ['pipeline-page-F'] },
};

describe('screen chunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('lists only screens of the route table, each with its page module', () => {
    for (const [screen, module] of SCREEN_MODULES) {
      const address = screen.endsWith('/') ? `${screen}dashboard` : screen;
      const leaf = (matchRoutes(appRoutes, address) ?? []).at(-1)?.route;
      expect(leaf?.path === '*' ? `${address} falls to the catch-all` : address).toBe(address);
      expect(leaf?.lazy, `${address} is a lazy screen`).toBeTypeOf('function');
      expect(existsSync(path.resolve(import.meta.dirname, '..', module)), module).toBe(true);
    }
  });

  it('finds the screen of an address, with a trailing slash, and under a module prefix', () => {
    expect(screenPathFor('/mytime/timesheet')).toBe('/mytime/timesheet');
    expect(screenPathFor('/mytime/timesheet/')).toBe('/mytime/timesheet');
    expect(screenPathFor('/pipeline/leads')).toBe('/pipeline/');
    expect(screenPathFor('/')).toBeUndefined();
    expect(screenPathFor('/nowhere')).toBeUndefined();
  });

  it('preloads the signed-in app alone for home, and with the layout and the screen for a screen, once each', () => {
    expect(chunksFor(chunks, '/')).toEqual(['/assets/signed-in-app-A.js', '/assets/icons-B.js']);
    expect(chunksFor(chunks, '/mytime/timesheet')).toEqual([
      '/assets/signed-in-app-A.js',
      '/assets/icons-B.js',
      '/assets/feature-layout-C.js',
      '/assets/query-D.js',
      '/assets/timesheet-page-E.js',
    ]);
  });

  it('adds modulepreload links from the data block, and nothing without one or when it does not parse', () => {
    expect(preloadScreenChunks(document, '/pipeline/leads')).toEqual([]);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SCREEN_CHUNKS_ID;
    block.textContent = '{not json';
    document.head.appendChild(block);
    expect(preloadScreenChunks(document, '/pipeline/leads')).toEqual([]);
    block.textContent = JSON.stringify(chunks);
    preloadScreenChunks(document, '/pipeline/leads');
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/signed-in-app-A.js', '/assets/icons-B.js', '/assets/feature-layout-C.js', '/assets/query-D.js', '/assets/pipeline-page-F.js']);
  });
});
