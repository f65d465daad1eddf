import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { NOTIFICATION_TYPES } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';
import { SettingsPage } from './settings-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  );
}

const fetchMock = vi.fn();

beforeEach(() => {
  useAuthStore.setState({
    isAuthenticated: true,
    user: { id: 'u1', email: 'divya.menon@example.com', azureId: null, name: 'Divya Menon', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2025-01-01T00:00:00Z' },
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsPage', () => {
  it('shows the four sections with every option and the defaults of the spec', () => {
    renderPage();
    const general = section(SETTINGS_TEXTS.general);
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
    expect(within(timezone).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'Asia/Tokyo',
    ]);
    const dateFormat = within(general).getByLabelText(SETTINGS_TEXTS.dateFormat);
    expect(within(dateFormat).getAllByRole('option').map((o) => o.textContent)).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']);

    const notifications = section(SETTINGS_TEXTS.notifications);
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications })).toBeChecked();
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.pushNotifications })).toBeChecked();
    expect(within(notifications).getByRole('switch', { name: SETTINGS_TEXTS.weeklyDigest })).not.toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Time entry reminders' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Leave request updates' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Performance review notifications' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Project updates' })).not.toBeChecked();
    expect(NOTIFICATION_TYPES).toHaveLength(4);

    const appearance = section(SETTINGS_TEXTS.appearance);
    expect(within(appearance).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(appearance).getByRole('radio', { name: 'Dark' })).not.toBeChecked();
    expect(within(appearance).getByRole('radio', { name: 'Auto' })).not.toBeChecked();
    expect(within(appearance).getByText(SETTINGS_TEXTS.darkComingSoon)).toBeInTheDocument();
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

  it('Cancel restores every default after changes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.language), 'fr');
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.timezone), 'Asia/Tokyo');
    await user.click(screen.getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications }));
    await user.click(screen.getByRole('checkbox', { name: 'Project updates' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('switch', { name: SETTINGS_TEXTS.compactMode }));
    await user.click(screen.getByRole('checkbox', { name: SETTINGS_TEXTS.shareUsage }));
    expect(screen.getByLabelText(SETTINGS_TEXTS.language)).toHaveValue('fr');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.cancel }));
    expect(screen.getByLabelText(SETTINGS_TEXTS.language)).toHaveValue('en');
    expect(screen.getByLabelText(SETTINGS_TEXTS.timezone)).toHaveValue('Asia/Kolkata');
    expect(screen.getByRole('switch', { name: SETTINGS_TEXTS.emailNotifications })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Project updates' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('switch', { name: SETTINGS_TEXTS.compactMode })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: SETTINGS_TEXTS.shareUsage })).toBeChecked();
  });

  it('Save Changes shows the toast, makes no call and stores nothing', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXTS.language), 'hi');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
    expect(success).toHaveBeenCalledWith(SETTINGS_TEXTS.saved, expect.anything());
    expect(screen.getByLabelText(SETTINGS_TEXTS.language)).toHaveValue('hi');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(Object.keys(localStorage).filter((key) => key !== 'auth-storage')).toEqual([]);
  });
});
