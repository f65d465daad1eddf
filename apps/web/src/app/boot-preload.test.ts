import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOT_PRELOAD_SCRIPT } from './boot-preload';
import { preloadScreenChunks, SCREEN_CHUNKS_ID, type ScreenChunks } from './screen-chunks';
import { AUTH_STORAGE_KEY } from '../lib/auth/auth-store';

const chunks: ScreenChunks = {
  signedIn: ['signed-in-app-A', 'shell-B'],
  layout: ['feature-layout-C'],
  screens: { '/mytime/timesheet': ['timesheet-page-E', 'contracts-D'], '/pipeline/': ['pipeline-page-F', 'shell-B'] },
};

/** Runs the inline script as the page would, at `pathname`. */
function runBoot(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(BOOT_PRELOAD_SCRIPT)();
}
const links = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const signIn = () => localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { isAuthenticated: true }, version: 0 }));

describe('index.html boot script', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SCREEN_CHUNKS_ID;
    block.textContent = JSON.stringify(chunks);
    document.head.appendChild(block);
  });
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('preloads nothing when signed out or when the stored session does not parse', () => {
    runBoot('/mytime/timesheet');
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    runBoot('/mytime/timesheet');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { isAuthenticated: false }, version: 0 }));
    runBoot('/mytime/timesheet');
    expect(links()).toEqual([]);
  });

  it('signed in, preloads the signed-in app for home, and with the layout and the screen for a screen, once each', () => {
    signIn();
    runBoot('/');
    expect(links()).toEqual(['/assets/signed-in-app-A.js', '/assets/shell-B.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    runBoot('/pipeline/leads/');
    expect(links()).toEqual(['/assets/signed-in-app-A.js', '/assets/shell-B.js', '/assets/feature-layout-C.js', '/assets/pipeline-page-F.js']);
    const link = document.head.querySelector('link[rel="modulepreload"]') as HTMLLinkElement;
    expect(link.crossOrigin).toBe('');
  });

  it('lists what the entry would, so the entry adds nothing more', () => {
    signIn();
    runBoot('/mytime/timesheet/');
    expect(links()).toEqual([
      '/assets/signed-in-app-A.js',
      '/assets/shell-B.js',
      '/assets/feature-layout-C.js',
      '/assets/timesheet-page-E.js',
      '/assets/contracts-D.js',
    ]);
    expect(preloadScreenChunks(document, '/mytime/timesheet/')).toEqual([]);
  });

  it('does nothing without the data block', () => {
    document.head.innerHTML = '';
    signIn();
    expect(() => runBoot('/mytime/timesheet')).not.toThrow();
    expect(links()).toEqual([]);
  });
});
