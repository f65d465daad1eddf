import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PRIVATE_KEY = 'Bm1wvO4cGFqnyoCjB_SkA28ZCMwvZsSlV8Di6JvKH5M';

describe('the Web Push settings', () => {
  it('takes the VAPID pair and subject from the environment', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: PRIVATE_KEY, VAPID_SUBJECT: 'mailto:it@company.com' }).push).toEqual({
      publicKey: PUBLIC_KEY,
      privateKey: PRIVATE_KEY,
      subject: 'mailto:it@company.com',
      delivery: true,
    });
  });

  it('leaves the keys to the database by default, with a subject from the admin contact or the https address', () => {
    expect(loadConfig({}).push).toMatchObject({ publicKey: null, privateKey: null, subject: 'mailto:admin@localhost' });
    expect(loadConfig({ ADMIN_CONTACT_EMAIL: 'help@company.com' }).push.subject).toBe('mailto:help@company.com');
    expect(loadConfig({ APP_URL: 'https://apps.company.com/' }).push.subject).toBe('https://apps.company.com');
    expect(loadConfig({ NODE_ENV: 'test' }).push.delivery).toBe(false);
  });

  it('refuses one key without the other, keys of the wrong size and a subject that is not mailto: or https:', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toThrow(/set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PRIVATE_KEY, VAPID_PRIVATE_KEY: PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY must be[\s\S]*VAPID_PRIVATE_KEY must be/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://apps.company.com' })).toThrow(/VAPID_SUBJECT must be/);
  });
});
