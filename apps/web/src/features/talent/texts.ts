import type { MessageDescriptor } from 'react-intl';
import { talentMessages, talentTileMessages as tile } from './messages';

/** The figure tiles, all zero until the module has its data. */
export const TALENT_TILES: ReadonlyArray<{ label: MessageDescriptor; value: string; caption: MessageDescriptor }> = [
  { label: tile.totalEmployees, value: '0', caption: tile.totalEmployeesCaption },
  { label: tile.available, value: '0', caption: tile.availableCaption },
  { label: tile.allocated, value: '0', caption: tile.allocatedCaption },
  { label: tile.utilization, value: '0%', caption: tile.utilizationCaption },
];

/**
 * The Talent texts in English (each message's default), for tests and the spec's checks; the screen
 * formats the messages in the page's language.
 */
export const TALENT_TEXTS = {
  ...(Object.fromEntries(Object.entries(talentMessages).map(([key, message]) => [key, message.defaultMessage])) as {
    readonly [K in keyof typeof talentMessages]: string;
  }),
  tiles: TALENT_TILES.map((t) => ({ label: t.label.defaultMessage as string, value: t.value, caption: t.caption.defaultMessage as string })),
};
