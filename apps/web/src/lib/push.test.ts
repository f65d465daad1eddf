import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushUnavailableError, subscribeToPush, unsubscribeFromPush } from './push';

const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const json = (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } });

/** A browser with the Push API: `current` is this browser's subscription, if any. */
function stubBrowser(options: { permission?: NotificationPermission; current?: { endpoint: string; key: Uint8Array } } = {}) {
  const unsubscribed: string[] = [];
  const makeSubscription = (endpoint: string, key: Uint8Array) => ({
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => json(endpoint),
    unsubscribe: vi.fn(async () => {
      unsubscribed.push(endpoint);
      return true;
    }),
  });
  const current = options.current ? makeSubscription(options.current.endpoint, options.current.key) : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (init: { applicationServerKey: Uint8Array }) => makeSubscription('https://push.example.com/new', init.applicationServerKey)),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => options.permission ?? 'granted') });
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ method: init.method!, url: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const data = url.pathname === '/v1/push/vapid-public-key' ? { publicKey: SERVER_KEY } : { endpoint: 'x', subscribed: init.method === 'POST' };
      return new Response(JSON.stringify({ success: true, data, error: null, validationErrors: null, traceId: 't', timestamp: 'ts' }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { pushManager, serviceWorker, calls, unsubscribed };
}

const keyBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscribeToPush', () => {
  it("registers /sw.js, subscribes with the server's VAPID key and stores the subscription", async () => {
    const browser = stubBrowser();
    await subscribeToPush();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const init = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(init).toMatchObject({ userVisibleOnly: true });
    expect([...init.applicationServerKey]).toEqual([...keyBytes(SERVER_KEY)]);
    expect(browser.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /v1/push/vapid-public-key', 'POST /v1/me/push-subscriptions']);
    expect(browser.calls[1]!.body).toEqual(json('https://push.example.com/new'));
  });

  it('keeps a subscription made with the same key and replaces one made with another', async () => {
    const same = stubBrowser({ current: { endpoint: 'https://push.example.com/same', key: keyBytes(SERVER_KEY) } });
    await subscribeToPush();
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.calls[1]!.body).toEqual(json('https://push.example.com/same'));

    const other = stubBrowser({ current: { endpoint: 'https://push.example.com/old', key: new Uint8Array(65) } });
    await subscribeToPush();
    expect(other.unsubscribed).toEqual(['https://push.example.com/old']);
    expect(other.calls[1]!.body).toEqual(json('https://push.example.com/new'));
  });

  it('says so when notifications are blocked, and calls nothing', async () => {
    const browser = stubBrowser({ permission: 'denied' });
    await expect(subscribeToPush()).rejects.toEqual(new PushUnavailableError('denied'));
    expect(browser.calls).toEqual([]);
  });
});

describe('unsubscribeFromPush', () => {
  it('removes the subscription on the server, then in the browser', async () => {
    const browser = stubBrowser({ current: { endpoint: 'https://push.example.com/mine', key: keyBytes(SERVER_KEY) } });
    await unsubscribeFromPush();
    expect(browser.calls).toEqual([{ method: 'DELETE', url: '/v1/me/push-subscriptions', body: { endpoint: 'https://push.example.com/mine' } }]);
    expect(browser.unsubscribed).toEqual(['https://push.example.com/mine']);
  });

  it('does nothing without a subscription', async () => {
    const browser = stubBrowser();
    await unsubscribeFromPush();
    expect(browser.calls).toEqual([]);
  });
});
