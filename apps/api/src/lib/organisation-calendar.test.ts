import { afterEach, expect, it } from 'vitest';
import { organisationToday, setOrganisationTimeZone } from './organisation-calendar';

afterEach(() => setOrganisationTimeZone('UTC'));

it("reads today in the organisation's time zone, not UTC's", () => {
  const evening = new Date('2026-11-27T20:00:00Z');
  expect(organisationToday(evening)).toBe('2026-11-27');
  setOrganisationTimeZone('Asia/Kolkata');
  // 01:30 on the 28th in Kolkata while UTC is still on the 27th.
  expect(organisationToday(evening)).toBe('2026-11-28');
  setOrganisationTimeZone('America/Los_Angeles');
  expect(organisationToday(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-27');
});
