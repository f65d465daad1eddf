import { describe, expect, it } from 'vitest';
import { activityOf, PREVIEW_MAX, teamsDeepLink } from './teams-activity.payloads';

const OPTIONS = { appUrl: 'https://apps.contoso.com', teamsAppId: '6731de76-14a6-49ae-97bc-6eba6914391e', appName: 'Contoso Apps' };

describe('the Teams activity of a notification', () => {
  it('links to the personal tab of the Teams app, carrying the item address in the app', () => {
    const link = new URL(teamsDeepLink('/mytime/approvals?timesheetId=42', OPTIONS));
    expect(link.origin).toBe('https://teams.microsoft.com');
    expect(link.pathname).toBe(`/l/entity/${OPTIONS.teamsAppId}/apps`);
    expect(link.searchParams.get('webUrl')).toBe('https://apps.contoso.com/mytime/approvals?timesheetId=42');
    expect(link.searchParams.get('label')).toBe('Contoso Apps');
    expect(JSON.parse(link.searchParams.get('context')!)).toEqual({ subEntityId: '/mytime/approvals?timesheetId=42' });
    // A notification without a link opens the app's home.
    expect(new URL(teamsDeepLink(null, OPTIONS)).searchParams.get('webUrl')).toBe('https://apps.contoso.com/');
  });

  it("keeps the preview within the 150 characters Teams shows and names the kind's activity type", () => {
    const body = 'x'.repeat(400);
    const activity = activityOf({ kind: 'timesheet.submitted', title: 'A timesheet is waiting for your approval', body, link: '/mytime/approvals' }, OPTIONS);
    expect(activity.activityType).toBe('timesheetSubmitted');
    expect(activity.previewText.content).toHaveLength(PREVIEW_MAX);
    expect(activity.previewText.content.endsWith('…')).toBe(true);
    expect(activity.templateParameters).toEqual([{ name: 'title', value: 'A timesheet is waiting for your approval' }]);
    expect(activity.topic).toMatchObject({ source: 'text', value: 'Contoso Apps' });
  });
});
