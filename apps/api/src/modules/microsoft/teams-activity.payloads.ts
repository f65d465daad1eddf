import { TEAMS_ACTIVITY_TITLE_PARAMETER, TEAMS_ACTIVITY_TYPES, TEAMS_TAB_ENTITY_ID } from '@apps/contracts/core/teams-activity';
import type { WrittenNotice } from '../notifications/notification-outbox.service';

/** What an activity's link is made of: the app's public address, the Teams app's id and the name Teams shows. */
export interface TeamsLinkOptions {
  /** `APP_URL` without a trailing slash. */
  appUrl: string;
  /** The Teams app's id (`TEAMS_APP_ID`, else the client id): the manifest's `id`. */
  teamsAppId: string;
  /** The app's name (`ORG_NAME`): the activity's topic and the tab's label. */
  appName: string;
}

/** Teams shows the first 150 characters of `previewText`. */
export const PREVIEW_MAX = 150;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The deep link an activity opens: Graph takes only a Teams address as a text topic's `webUrl`, so the
 * link opens the Teams app's personal tab (`/l/entity/{app id}/{tab}`), carrying the item's address in
 * the app (`appUrl` + `link`) as the tab's `webUrl` and its path as `subEntityId`.
 */
export function teamsDeepLink(link: string | null, options: TeamsLinkOptions): string {
  const path = link ?? '/';
  const query = new URLSearchParams({
    webUrl: `${options.appUrl}${path}`,
    label: options.appName,
    context: JSON.stringify({ subEntityId: path }),
  });
  return `https://teams.microsoft.com/l/entity/${encodeURIComponent(options.teamsAppId)}/${TEAMS_TAB_ENTITY_ID}?${query.toString()}`;
}

/**
 * The body of `POST /users/{id}/teamwork/sendActivityNotification` for one notification, as Graph
 * documents it: a text topic with its deep link, the activity type of the notification's kind (declared
 * in the Teams app's manifest with `templateText` `{title}`), the title as that parameter and the text
 * as the preview (at most 150 characters), both already in the reader's language.
 */
export function activityOf(notice: Pick<WrittenNotice, 'kind' | 'title' | 'body' | 'link'>, options: TeamsLinkOptions) {
  return {
    topic: { source: 'text', value: options.appName, webUrl: teamsDeepLink(notice.link, options) },
    activityType: TEAMS_ACTIVITY_TYPES[notice.kind].type,
    previewText: { content: clip(notice.body, PREVIEW_MAX) },
    templateParameters: [{ name: TEAMS_ACTIVITY_TITLE_PARAMETER, value: notice.title }],
  };
}
