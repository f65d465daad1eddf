import { describe, expect, it } from 'vitest';
import { tabLinkOf } from './tab-link';

const ORIGIN = 'https://apps.contoso.com';

describe('the Teams tab link', () => {
  it('opens the item a Teams activity names', () => {
    expect(tabLinkOf('?open=%2Fmytime%2Fapprovals%3FtimesheetId%3D42', ORIGIN)).toBe(`${ORIGIN}/mytime/approvals?timesheetId=42`);
    expect(tabLinkOf('?open=/mytime/leave&locale=fr-fr', ORIGIN)).toBe(`${ORIGIN}/mytime/leave`);
  });

  it('opens the home page for no path, an unfilled placeholder or an address elsewhere', () => {
    for (const search of ['', '?open=', '?open={page.subPageId}', '?open=https://evil.example/x', '?open=//evil.example/x', '?open=/\\evil.example', '?open=javascript:alert(1)']) {
      expect(tabLinkOf(search, ORIGIN)).toBe(`${ORIGIN}/`);
    }
  });
});
