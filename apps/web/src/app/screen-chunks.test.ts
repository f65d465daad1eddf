import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';
import { SCREEN_FEATURES, SCREEN_MODULES, screenPathFor } from './screen-chunks';
import { screenLoader } from './screen-preload';

describe('screen chunks', () => {
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

  it('has a loader for every listed screen, and none for home or an unknown address', () => {
    for (const [screen] of SCREEN_MODULES) {
      const address = screen.endsWith('/') ? `${screen}dashboard` : screen;
      expect(screenLoader(address), address).toBeTypeOf('function');
    }
    expect(screenLoader('/')).toBeUndefined();
    expect(screenLoader('/nowhere')).toBeUndefined();
  });

  it('names each feature of the table once, for its chunk', () => {
    expect(SCREEN_FEATURES).toEqual([...new Set(SCREEN_MODULES.map(([, module]) => module.split('/')[1]))]);
    expect(SCREEN_FEATURES).toContain('mytime');
    expect(SCREEN_FEATURES).toContain('admin');
  });
});
