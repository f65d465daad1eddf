import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders } from '../../../test/render';
import { NOTIFICATION_TYPES } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';
import { SettingsPage } from './settings-page';
import { SETTINGS_STORAGE_KEY } from '../../../lib/kept-settings';

/** The server's record in these tests: GET answers it, PUT replaces it (or fails with `failPut`). */
let stored: UserSettings;
let failPut: { status: number; body: object } | null;
const calls: Array<{ method: string; body: unknown }> = [];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as UserSettings) : undefined;
  calls.push({ method, body });
  const answer = (status: number, envelope: object) => new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  if (!url.pathname.endsWith('/me/settings')) return answer(404, { success: false, data: null, error: 'Not found', validationErrors: null, traceId: 't', timestamp: '' });
  if (method === 'PUT') {
    if (failPut) return answer(failPut.status, failPut.body);
    stored = structuredClone(body!);
  }
  return answer(200, { success: true, data: stored, error: null, validationErrors: null, traceId: 't', timestamp: '' });
});

function renderPage() {
  return renderWithProviders(<SettingsPage />, { path: '/settings' });
}

beforeEach(() => {
  stored = structuredClone(DEFAULT_USER_SETTINGS);
  failPut = null;
  calls.length = 0;
  useAuthStore.setState({
    isAuthenticated: true,
    user: { id: 'u1', email: 'divya.menon@example.com', azureId: null, name: 'Divya Menon', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2025-01-01T00:00:00Z' },
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });
const loaded = () => screen.findByRole('region', { name: SETTINGS_TEXTS.general });

describe('SettingsPage', () => {
  it('shows the four sections with every option and, for a person who never saved, the defaults of the spec', async () => {
    renderPage();
    const general = await loaded();
    const language = within(general).getByLabelText(SETTINGS_TEXTS.language);
    expect(language).toHaveValue('en');
    expect(within(language).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['en', 'English'],
      ['hi', 'Hindi'],
      ['es', 'Spanish'],
      ['fr', 'French'],
    ]);
    const timezone = within(general).getByLabelText(SETTINGS_TEXTS.timezone);
    expect(timezone).toHaveValue('Asia/Kolkata');
    const zones = within(timezone).getAllByRole('option').map((o) => o.getAttribute('value'));
    // The spec's four first, then every other IANA zone.
    expect(zones.slice(0, 4)).toEqual(['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Tokyo']);
    expect(zones.slice(4)).toEqual(Intl.supportedValuesOf('timeZone').filter((zone) => !zones.slice(0, 4).includes(zone)));
    expect(zones).toContain('Pacific/Auckland');
    const dateFormat = within(general).getByLabelText(SETTINGS_TEXTS.dateFormat);
    expect(within(dateFormat).getAllByRole('option').map((o) => o.textContent)).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']);

    const notifications = section(SETTINGS_TEXTS.notifications);
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications })).toBeChecked();
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.pushNotifications })).toBeChecked();
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.weeklyDigest })).not.toBeChecked();
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.outlook })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Time entry reminders' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Leave request updates' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Performance review notifications' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Project updates' })).not.toBeChecked();
    expect(NOTIFICATION_TYPES).toHaveLength(4);

    const appearance = section(SETTINGS_TEXTS.appearance);
    expect(within(appearance).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(appearance).getByRole('radio', { name: 'Dark' })).not.toBeChecked();
    expect(within(appearance).getByRole('radio', { name: 'Auto' })).not.toBeChecked();
    expect(within(appearance).getByText(SETTINGS_TEXTS.themeHint)).toBeInTheDocument();
    expect(within(appearance).getByRole('switch', { name: SETTINGS_TEXTS.compactMode })).not.toBeChecked();

    const privacy = section(SETTINGS_TEXTS.privacy);
    expect(within(privacy).getByText('divya.menon@example.com')).toBeInTheDocument();
    expect(within(privacy).getByText('Microsoft Entra ID')).toBeInTheDocument();
    expect(within(privacy).getByText('Active')).toBeInTheDocument();
    expect(within(privacy).getByTestId('session-time')).toHaveTextContent(String(new Date().getFullYear()));
    expect(within(privacy).getByRole('checkbox', { name: SETTINGS_TEXTS.analytics })).toBeChecked();
    expect(within(privacy).getByRole('checkbox', { name: SETTINGS_TEXTS.shareUsage })).toBeChecked();
    expect(within(privacy).getByText(SETTINGS_TEXTS.microsoftNotice)).toBeInTheDocument();
  });

  it('shows the saved record, a saved zone outside the list included', async () => {
    stored = { ...DEFAULT_USER_SETTINGS, language: 'es', timeZone: 'UTC', theme: 'dark', notifications: { ...DEFAULT_USER_SETTINGS.notifications, email: false } };
    renderPage();
    await loaded();
    expect(screen.getByLabelText(SETTINGS_TEXTS.language)).toHaveValue('es');
    expect(screen.getByLabelText(SETTINGS_TEXTS.timezone)).toHaveValue('UTC');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications })).not.toBeChecked();
  });

  it('Save Changes is one PUT of the whole record, shows the toast, and a reload shows what was saved', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await loaded();
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.language), 'hi');
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.timezone), 'Pacific/Auckland');
    await user.click(screen.getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications }));
    await user.click(screen.getByRole('checkbox', { name: 'Performance review notifications' }));
    await user.click(screen.getByRole('radio', { name: 'Auto' }));
    await user.click(screen.getByRole('checkbox', { name: SETTINGS_TEXTS.analytics }));
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(SETTINGS_TEXTS.saved, expect.anything()));
    const expected: UserSettings = {
      ...DEFAULT_USER_SETTINGS,
      language: 'hi',
      timeZone: 'Pacific/Auckland',
      theme: 'auto',
      notifications: { ...DEFAULT_USER_SETTINGS.notifications, email: false, performanceReviewNotifications: false },
      privacy: { analytics: false, shareUsageWithAdmins: true },
    };
    expect(calls).toEqual([{ method: 'PUT', body: expected }]);
    // The server keeps the record; the browser keeps only the session and a copy of what the server answered.
    expect(Object.keys(localStorage).filter((key) => key !== 'auth-storage' && key !== SETTINGS_STORAGE_KEY)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')?.settings).toEqual(expected);

    unmount();
    renderPage();
    await loaded();
    expect(screen.getByLabelText(SETTINGS_TEXTS.language)).toHaveValue('hi');
    expect(screen.getByLabelText(SETTINGS_TEXTS.timezone)).toHaveValue('Pacific/Auckland');
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Performance review notifications' })).not.toBeChecked();
  });

  it('Cancel restores what was saved, not the defaults', async () => {
    stored = { ...DEFAULT_USER_SETTINGS, language: 'fr', compactMode: true };
    const user = userEvent.setup();
    renderPage();
    await loaded();
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.language), 'en');
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.timezone), 'Asia/Tokyo');
    await user.click(screen.getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications }));
    await user.click(screen.getByRole('checkbox', { name: 'Project updates' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('switch', { name: SETTINGS_TEXTS.compactMode }));
    await user.click(screen.getByRole('checkbox', { name: SETTINGS_TEXTS.shareUsage }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.cancel }));
    expect(screen.getByLabelText(SETTINGS_TEXTS.language)).toHaveValue('fr');
    expect(screen.getByLabelText(SETTINGS_TEXTS.timezone)).toHaveValue('Asia/Kolkata');
    expect(screen.getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Project updates' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('switch', { name: SETTINGS_TEXTS.compactMode })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: SETTINGS_TEXTS.shareUsage })).toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a refused save shows the error banner with the field and no toast', async () => {
    failPut = {
      status: 400,
      body: { success: false, data: null, error: 'Validation failed', validationErrors: { timeZone: ['Must be an IANA time zone, e.g. Asia/Kolkata'] }, traceId: 't', timestamp: '' },
    };
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    expect(await screen.findByText('Please fix below validation error(s)')).toBeInTheDocument();
    expect(screen.getByText(/Must be an IANA time zone/)).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('a failed load shows the error banner and Retry instead of the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, data: null, error: 'An error occurred', validationErrors: null, traceId: 'trace-1', timestamp: '' }), { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    renderPage();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SETTINGS_TEXTS.general })).not.toBeInTheDocument();
  });
});
