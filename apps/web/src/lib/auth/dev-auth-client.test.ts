import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevAuthClient, DEV_SESSION_KEY, type DevSignInMessage } from './dev-auth-client';

/** A stand-in for the popup window: only what the client reads (`closed`) and calls (`close`). */
function fakePopup() {
  return {
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

const message: DevSignInMessage = {
  type: 'apps-dev-sign-in',
  accessToken: 'token-1',
  expiresIn: 3600,
  email: 'arjun.reddy@example.com',
  name: 'Arjun Reddy',
};

function post(source: unknown, data: unknown = message, origin = window.location.origin) {
  // jsdom's MessageEvent refuses a non-window `source` in its init, so it is set on the instance.
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

describe('development sign-in client (popup hand-over)', () => {
  let popup: ReturnType<typeof fakePopup>;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the token from the popup, closes the popup and resolves with the account', async () => {
    const login = createDevAuthClient().login();
    post(popup);
    await expect(login).resolves.toEqual({ username: message.email, homeAccountId: `dev.${message.email}`, name: 'Arjun Reddy' });
    expect(popup.closed).toBe(true);
    expect(await createDevAuthClient().getAccessToken()).toBe('token-1');
    expect(localStorage.getItem(DEV_SESSION_KEY)).toContain('token-1');
  });

  it('still signs in when the popup is already closed as its message arrives', async () => {
    const login = createDevAuthClient().login();
    popup.close();
    vi.advanceTimersByTime(400); // the watcher sees the closed popup once
    post(popup);
    await expect(login).resolves.toMatchObject({ username: message.email });
  });

  it("rejects with 'Sign-in was cancelled' when the popup is closed without a message", async () => {
    const login = createDevAuthClient().login();
    popup.close();
    vi.advanceTimersByTime(800);
    await expect(login).rejects.toThrow('Sign-in was cancelled');
  });

  it('ignores messages from another window or another origin', async () => {
    const login = createDevAuthClient().login();
    post(fakePopup());
    post(popup, message, 'https://evil.example');
    popup.close();
    vi.advanceTimersByTime(800);
    await expect(login).rejects.toThrow('Sign-in was cancelled');
    expect(localStorage.getItem(DEV_SESSION_KEY)).toBeNull();
  });
});
