import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/language';

const broadcast = vi.fn<() => Promise<void>>();
vi.mock('@azure/msal-browser/redirect-bridge', () => ({ broadcastResponseToMainFrame: () => broadcast() }));

const status = () => document.getElementById('status')!;

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '<p id="status">Completing sign-in...</p>';
  document.title = 'Signing in - Apps';
  document.documentElement.lang = '';
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('hands the answer on first, then says so in the language kept from the last sign-in', async () => {
  broadcast.mockResolvedValue(undefined);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  await import('./main');
  expect(broadcast).toHaveBeenCalledOnce();
  await vi.waitFor(() => expect(status().textContent).toBe('Completando el inicio de sesión...'));
  expect(document.title).toBe('Iniciando sesión - Apps');
  expect(document.documentElement.lang).toBe('es');
});

it("says the sign-in failed in the browser's language when no language is kept", async () => {
  broadcast.mockRejectedValue(new Error('No window opened this popup'));
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await import('./main');
  await vi.waitFor(() => expect(status().textContent).toBe('La connexion n’a pas pu aboutir. Fermez cette fenêtre et réessayez.'));
  expect(document.title).toBe('Connexion - Apps');
  expect(logged).toHaveBeenCalledWith('Sign-in response could not be delivered', expect.any(Error));
});

it('stays in English for an English browser', async () => {
  broadcast.mockResolvedValue(undefined);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  await import('./main');
  await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
  expect(status().textContent).toBe('Completing sign-in...');
});
