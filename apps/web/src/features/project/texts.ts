import type { MessageDescriptor } from 'react-intl';
import { projectMessages, projectTileMessages as tile } from './messages';

/** The figure tiles, all zero until the module has its data. */
export const PROJECT_TILES: ReadonlyArray<{ label: MessageDescriptor; value: string; caption: MessageDescriptor }> = [
  { label: tile.activeProjects, value: '0', caption: tile.activeProjectsCaption },
  { label: tile.estimates, value: '0', caption: tile.estimatesCaption },
  { label: tile.sows, value: '0', caption: tile.sowsCaption },
  { label: tile.teamMembers, value: '0', caption: tile.teamMembersCaption },
];

/**
 * The Project texts in English (each message's default), for tests and the spec's checks; the screen
 * formats the messages in the page's language.
 */
export const PROJECT_TEXTS = {
  ...(Object.fromEntries(Object.entries(projectMessages).map(([key, message]) => [key, message.defaultMessage])) as {
    readonly [K in keyof typeof projectMessages]: string;
  }),
  tiles: PROJECT_TILES.map((t) => ({ label: t.label.defaultMessage as string, value: t.value, caption: t.caption.defaultMessage as string })),
};
