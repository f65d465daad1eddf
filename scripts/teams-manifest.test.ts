import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../packages/contracts/src/core/notification';
import { TEAMS_ACTIVITY_TYPES } from '../packages/contracts/src/core/teams-activity';
import { teamsManifest } from './teams-manifest';

const CLIENT_ID = '6731de76-14a6-49ae-97bc-6eba6914391e';
const ENV = { AZURE_CLIENT_ID: CLIENT_ID, APP_URL: 'https://apps.contoso.com/', ORG_NAME: 'Contoso Apps' };

describe('the Teams app manifest (npm run teams:package)', () => {
  it('declares one activity type per notification kind, each showing the title the server sends', () => {
    const manifest = teamsManifest(ENV, '1.0.0');
    const types = manifest.activities.activityTypes;
    expect(types.map((a) => a.type)).toEqual(NOTIFICATION_KINDS.map((kind) => TEAMS_ACTIVITY_TYPES[kind].type));
    expect(new Set(types.map((a) => a.type)).size).toBe(NOTIFICATION_KINDS.length);
    for (const activity of types) {
      // The manifest schema's limits: type letters and digits, at most 32; description and template at most 128.
      expect(activity.type).toMatch(/^[a-zA-Z0-9]{1,32}$/);
      expect(activity.description.length).toBeLessThanOrEqual(128);
      expect(activity.templateText).toBe('{title}');
    }
  });

  it('takes its ids from the environment: the app registration, TEAMS_APP_ID when set, the bot only with BOT_APP_ID', () => {
    const manifest = teamsManifest(ENV, '1.2.3');
    expect(manifest).toMatchObject({
      manifestVersion: '1.17',
      version: '1.2.3',
      id: CLIENT_ID,
      webApplicationInfo: { id: CLIENT_ID, resource: 'https://apps.contoso.com' },
      validDomains: ['apps.contoso.com'],
      icons: { color: 'color.png', outline: 'outline.png' },
      name: { short: 'Contoso Apps' },
      staticTabs: [{ entityId: 'apps', contentUrl: 'https://apps.contoso.com/teams-tab.html?open={page.subPageId}&locale={app.locale}', scopes: ['personal'] }],
    });
    expect(manifest).not.toHaveProperty('bots');

    const teamsAppId = '3f2b4a6e-5d1c-4b8a-9e7f-0a1b2c3d4e5f';
    const botId = '0b6c1e4f-2a3d-4c5b-8e9f-a1b2c3d4e5f6';
    const withBot = teamsManifest({ ...ENV, TEAMS_APP_ID: teamsAppId, BOT_APP_ID: botId }, '1.0.0');
    expect(withBot.id).toBe(teamsAppId);
    expect(withBot.webApplicationInfo.id).toBe(CLIENT_ID);
    expect(withBot.bots).toEqual([{ botId, scopes: ['personal'], supportsFiles: false, isNotificationOnly: false }]);
  });

  it('refuses to build without the app registration or an https address, listing every problem', () => {
    expect(() => teamsManifest({}, '1.0.0')).toThrow(/AZURE_CLIENT_ID: required[\s\S]*APP_URL: required/);
    expect(() => teamsManifest({ ...ENV, APP_URL: 'http://apps.contoso.com' }, '1.0.0')).toThrow(/APP_URL: must be the https/);
    expect(() => teamsManifest({ ...ENV, TEAMS_APP_ID: 'apps' }, '1.0.0')).toThrow(/TEAMS_APP_ID: must be a GUID/);
  });

  it('ships the two icons Teams asks for: color 192x192, outline 32x32 with transparency', () => {
    // A PNG's IHDR: width and height at bytes 16 and 20, colour type at 25 (6: RGBA).
    const header = (file: string) => {
      const png = readFileSync(path.join(import.meta.dirname, '..', 'deploy', 'teams', file));
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] };
    };
    expect(header('color.png')).toMatchObject({ width: 192, height: 192 });
    expect(header('outline.png')).toEqual({ width: 32, height: 32, colourType: 6 });
  });
});
