import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_STORAGE_KEY, applyAppearance, storedAppearance } from './theme';

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` whose answer the test changes. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

const html = () => document.documentElement.classList;

afterEach(() => {
  applyAppearance({ theme: 'light', compactMode: false }, { store: false });
  vi.unstubAllGlobals();
});

describe('applyAppearance', () => {
  it('puts dark and compact on <html> and keeps them for the next load', () => {
    applyAppearance({ theme: 'dark', compactMode: true });
    expect(html().contains('dark')).toBe(true);
    expect(html().contains('compact')).toBe(true);
    expect(storedAppearance()).toEqual({ theme: 'dark', compactMode: true });

    applyAppearance({ theme: 'light', compactMode: false });
    expect(html().contains('dark')).toBe(false);
    expect(html().contains('compact')).toBe(false);
  });

  it('follows the system live on Auto, and stops following when another theme is chosen', () => {
    const system = systemScheme(false);
    applyAppearance({ theme: 'auto', compactMode: false });
    expect(html().contains('dark')).toBe(false);
    system.set(true);
    expect(html().contains('dark')).toBe(true);

    applyAppearance({ theme: 'light', compactMode: false });
    expect(system.listeners.size).toBe(0);
    system.set(true);
    expect(html().contains('dark')).toBe(false);
  });

  it('applies without keeping when asked', () => {
    applyAppearance({ theme: 'dark', compactMode: false }, { store: false });
    expect(localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBeNull();
  });
});

describe('storedAppearance', () => {
  it('answers the defaults when nothing or something unreadable was kept', () => {
    expect(storedAppearance()).toEqual({ theme: 'light', compactMode: false });
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{not json');
    expect(storedAppearance()).toEqual({ theme: 'light', compactMode: false });
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'purple', compactMode: 'yes' }));
    expect(storedAppearance()).toEqual({ theme: 'light', compactMode: false });
  });
});
