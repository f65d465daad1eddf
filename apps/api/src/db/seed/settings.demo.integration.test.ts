import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { seedDemo } from './demo';

/** The demo organisation has one person reading in Hindi and one in Spanish with the dark theme. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

const settingsOf = async (email: string, name: string) =>
  envelope<UserSettings>(await t.request({ method: 'GET', url: '/v1/me/settings', as: await t.tokenFor(email, name) })).data;

it('gives Ishita Hindi and Vikram Spanish with the dark theme, keeps what they save later, and leaves the others on the defaults', async () => {
  expect(await settingsOf('ishita.verma@example.com', 'Ishita Verma')).toMatchObject({ language: 'hi', theme: 'light', timeZone: 'Asia/Kolkata' });
  expect(await settingsOf('vikram.singh@example.com', 'Vikram Singh')).toMatchObject({ language: 'es', theme: 'dark' });
  expect(await settingsOf('arjun.reddy@example.com', 'Arjun Reddy')).toMatchObject({ language: 'en', theme: 'light' });

  const vikram = await t.tokenFor('vikram.singh@example.com', 'Vikram Singh');
  const saved = { ...(await settingsOf('vikram.singh@example.com', 'Vikram Singh')), language: 'fr' };
  expect((await t.request({ method: 'PUT', url: '/v1/me/settings', as: vikram, payload: saved })).statusCode).toBe(200);
  await seedDemo(t.app.db);
  expect(await settingsOf('vikram.singh@example.com', 'Vikram Singh')).toMatchObject({ language: 'fr', theme: 'dark' });
});
