import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { AuthClient } from '../../../lib/auth/auth-client';
import { AuthContext } from '../../../lib/auth/auth-context';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { SETTINGS_TEXTS } from '../texts';
import { PrivacySection } from './privacy-section';

const config = { mode: 'dev' as const, clientId: null, authority: null, apiScope: null, adminContactEmail: 'it@company.example', devAccounts: [] };
/** Signed in on Friday 2026-11-20 at 09:45 UTC: 3:15 PM in Kolkata, 9:45 AM in London. */
const SIGNED_IN = new Date('2026-11-20T09:45:00Z');

function renderSection(timeZone: string, client: Partial<AuthClient>) {
  const full: AuthClient = { mode: 'dev', login: vi.fn(), logout: vi.fn(), getAccessToken: async () => 'token', getProfilePhoto: async () => null, ...client };
  return render(
    <AuthContext.Provider value={{ client: full, config }}>
      <PrivacySection email="divya.menon@example.com" values={{ ...DEFAULT_USER_SETTINGS, timeZone }} onChange={() => {}} />
    </AuthContext.Provider>,
  );
}

describe('PrivacySection', () => {
  it('shows the real sign-in time of the session in the chosen time zone', () => {
    renderSection('Asia/Kolkata', { signedInAt: () => SIGNED_IN });
    const time = screen.getByTestId('session-time');
    expect(time).toHaveTextContent('Nov 20, 2026, 3:15 PM');
    expect(time).toHaveAttribute('datetime', '2026-11-20T09:45:00.000Z');
  });

  it('reads the same sign-in in another time zone', () => {
    renderSection('Europe/London', { signedInAt: () => SIGNED_IN });
    expect(screen.getByTestId('session-time')).toHaveTextContent('Nov 20, 2026, 9:45 AM');
  });

  it('says under the analytics checkbox, label kept verbatim, that no usage figures are collected', () => {
    renderSection('Asia/Kolkata', { signedInAt: () => SIGNED_IN });
    expect(screen.getByRole('checkbox', { name: 'Allow usage analytics to improve the platform' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Share usage data with administrators' })).toBeChecked();
    expect(screen.getByTestId('analytics-note')).toHaveTextContent(SETTINGS_TEXTS.analyticsNote);
    expect(SETTINGS_TEXTS.analyticsNote).toMatch(/^No usage figures are collected/);
  });

  it('lets the signed-in person download their own personal data', () => {
    useAuthStore.setState({ user: aUser({ id: 'me' }) });
    renderSection('Asia/Kolkata', { signedInAt: () => SIGNED_IN });
    expect(screen.getByRole('heading', { name: 'Your personal data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download personal data' })).toBeEnabled();
    useAuthStore.setState({ user: null });
  });
});
