import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
// The app's own language provider and settings watcher: this test proves the wiring a saved language
// goes through (the app's one query cache, then the provider), so it renders the real ones.
// eslint-disable-next-line import-x/no-restricted-paths -- a test of the app's wiring around this screen
import { I18nProvider } from '../../../app/i18n/i18n-provider';
// eslint-disable-next-line import-x/no-restricted-paths -- a test of the app's wiring around this screen
import { SavedAppearance } from '../../../app/layout/saved-appearance';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { chooseLanguage, useLanguageStore } from '../../../lib/i18n/language';
import { queryClient } from '../../../lib/query-client';
import { LAZY_TIMEOUT_MS } from '../../../test/timeouts';
import { SETTINGS_TEXTS } from '../texts';
import { SettingsPage } from './settings-page';

/** The server's record: GET answers it, PUT replaces it. */
let stored: UserSettings;

beforeEach(() => {
  stored = structuredClone(DEFAULT_USER_SETTINGS);
  useAuthStore.setState({
    isAuthenticated: true,
    user: { id: 'u1', email: 'divya.menon@example.com', azureId: null, name: 'Divya Menon', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2025-01-01T00:00:00Z' },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') stored = JSON.parse(String(init.body)) as UserSettings;
      return new Response(JSON.stringify({ success: true, data: stored, error: null, validationErrors: null, traceId: 't', timestamp: '' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
  chooseLanguage(null);
});

describe('SettingsPage language', () => {
  it('speaks the language saved at once, without a reload', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    // As the app draws it: the shell's settings watcher and the screen share the app's one cache.
    render(
      <I18nProvider>
        <SavedAppearance />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/settings']}>
            <SettingsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const language = await screen.findByLabelText(SETTINGS_TEXTS.language);
    expect(screen.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeInTheDocument();

    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(useLanguageStore.getState().chosen).toBe('es');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('es'), { timeout: LAZY_TIMEOUT_MS });
    // The toast, shown before the Spanish messages arrived, says it again in Spanish.
    await vi.waitFor(() => expect(success).toHaveBeenLastCalledWith('¡Configuración guardada correctamente!', { id: 'settings-saved' }), { timeout: LAZY_TIMEOUT_MS });
    // The language select names each language in Spanish and in its own name.
    const options = within(screen.getByLabelText('Idioma')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Inglés (English)', 'Hindi (हिन्दी)', 'Español', 'Francés (Français)']);
  });
});
