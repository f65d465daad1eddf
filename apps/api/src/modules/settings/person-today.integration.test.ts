import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';
import { todayOf } from './user-settings.service';

// "Today" of a person, where the server computes it for them, is the calendar date of their own zone.

let t: TestApp;
let kiritimati: TestPerson;
let unset: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  kiritimati = await t.createPerson({ roles: MYTIME.employee });
  unset = await t.createPerson({ roles: MYTIME.employee });
  const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: kiritimati, payload: { ...DEFAULT_USER_SETTINGS, timeZone: 'Pacific/Kiritimati' } });
  expect(saved.statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('today of a person', () => {
  it('is the date of the zone they chose, else of the organisation’s', async () => {
    // 12:00 UTC on Dec 31: already New Year's Day in Kiritimati (UTC+14), 17:30 in Kolkata.
    const now = new Date('2026-12-31T12:00:00Z');
    expect(await todayOf(t.app.db, kiritimati.id, 'Asia/Kolkata', now)).toBe('2027-01-01');
    expect(await todayOf(t.app.db, unset.id, 'Asia/Kolkata', now)).toBe('2026-12-31');
    expect(await todayOf(t.app.db, unset.id, 'Pacific/Pago_Pago', new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
  });

  it('the leave balances without a year are those of the caller’s current year in their zone', async () => {
    const expected = Number((await todayOf(t.app.db, kiritimati.id, 'Asia/Kolkata')).slice(0, 4));
    const response = await t.request({ method: 'GET', url: `/v1/mytime/leaves/balances?employeeId=${kiritimati.id}`, as: kiritimati });
    const list = envelope<LeaveBalance[]>(response).data;
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((balance) => balance.year))).toEqual(new Set([expected]));
  });
});
