/**
 * The Teams app's manifest (schema v1.17), made from the server's settings: `npm run teams:package`
 * (scripts/teams-package.ts) zips it with the two icons of deploy/teams; `teams-manifest.test.ts` checks it.
 */
import { NOTIFICATION_KINDS } from '../packages/contracts/src/core/notification';
import { TEAMS_ACTIVITY_TITLE_PARAMETER, TEAMS_ACTIVITY_TYPES, TEAMS_TAB_ENTITY_ID } from '../packages/contracts/src/core/teams-activity';

/** The settings the manifest is made from: the server's own variables (docs/operations.md). */
export interface TeamsManifestEnv {
  AZURE_CLIENT_ID?: string;
  TEAMS_APP_ID?: string;
  APP_URL?: string;
  ORG_NAME?: string;
  BOT_APP_ID?: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown when a setting the manifest needs is missing or malformed; `message` lists every problem. */
export class TeamsManifestError extends Error {
  override name = 'TeamsManifestError';
}

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max));

/**
 * The manifest: `id` is `TEAMS_APP_ID` or else `AZURE_CLIENT_ID` (what the server's activity links name),
 * `webApplicationInfo.id` the app registration whose token sends the activities, one activity type per
 * notification kind (`templateText` `{title}`: the title comes in the reader's language), a personal
 * tab opening the app at `APP_URL` (the activities' deep links lead there), `validDomains` the app's host,
 * and a bot only when `BOT_APP_ID` is set.
 * @param version the app package's version (semantic, `x.y.z`: the repository's).
 * @throws TeamsManifestError without `AZURE_CLIENT_ID` or an https `APP_URL`, or with a malformed id.
 */
export function teamsManifest(env: TeamsManifestEnv, version: string) {
  const problems: string[] = [];
  const clientId = env.AZURE_CLIENT_ID?.trim() ?? '';
  if (!GUID.test(clientId)) problems.push('- AZURE_CLIENT_ID: required, the Application (client) ID of the app registration (a GUID)');
  const appId = env.TEAMS_APP_ID?.trim() || clientId;
  if (env.TEAMS_APP_ID && !GUID.test(appId)) problems.push('- TEAMS_APP_ID: must be a GUID');
  const botId = env.BOT_APP_ID?.trim();
  if (botId && !GUID.test(botId)) problems.push('- BOT_APP_ID: must be the bot\'s Microsoft App ID (a GUID)');
  let appUrl: URL | null = null;
  try {
    appUrl = new URL(env.APP_URL ?? '');
    if (appUrl.protocol !== 'https:') problems.push('- APP_URL: must be the https:// address people open the app at (Teams opens only https)');
  } catch {
    problems.push('- APP_URL: required, the https:// address people open the app at');
  }
  if (problems.length > 0 || !appUrl) throw new TeamsManifestError(`The Teams app package needs:\n${problems.join('\n')}`);

  const origin = appUrl.origin;
  const home = `${origin}${appUrl.pathname.replace(/\/+$/, '')}/`;
  const name = env.ORG_NAME?.trim() || 'Apps';
  return {
    $schema: 'https://developer.microsoft.com/en-us/json-schemas/teams/v1.17/MicrosoftTeams.schema.json',
    manifestVersion: '1.17',
    version,
    id: appId,
    developer: { name: clip(name, 32), websiteUrl: home, privacyUrl: home, termsOfUseUrl: home },
    name: { short: clip(name, 30), full: clip(`${name}: timesheets, leave, reviews and OKRs`, 100) },
    description: {
      short: 'Your approvals, leave, timesheets and reviews, in your Teams activity feed.',
      full: clip(
        `${name} tells you in your Teams activity feed what it tells you in the app: a timesheet or leave request waiting for your approval, your own requests approved or rejected, reviews, OKRs and reminders. Open one to go to it in ${name}. Which notifications you get follows your choices in ${name} (Settings, Notifications).`,
        4000,
      ),
    },
    icons: { color: 'color.png', outline: 'outline.png' },
    accentColor: '#1D4ED8',
    // The tab page (the only page Teams may frame) opens the item an activity's deep link names
    // (its sub-page id, filled in by Teams) in the browser, in the language Teams uses.
    staticTabs: [{ entityId: TEAMS_TAB_ENTITY_ID, name: clip(name, 128), contentUrl: `${home}teams-tab.html?open={page.subPageId}&locale={app.locale}`, websiteUrl: home, scopes: ['personal'] }],
    ...(botId ? { bots: [{ botId, scopes: ['personal'], supportsFiles: false, isNotificationOnly: false }] } : {}),
    permissions: ['identity'],
    validDomains: [appUrl.host],
    webApplicationInfo: { id: clientId, resource: origin },
    activities: {
      activityTypes: NOTIFICATION_KINDS.map((kind) => ({
        type: TEAMS_ACTIVITY_TYPES[kind].type,
        description: TEAMS_ACTIVITY_TYPES[kind].description,
        templateText: `{${TEAMS_ACTIVITY_TITLE_PARAMETER}}`,
      })),
    },
  };
}
