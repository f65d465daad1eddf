import type { MessageDescriptor } from 'react-intl';
import { pipelineMessages, pipelineTileMessages as tile } from './messages';

/** The figure tiles, all zero until the module has its data. */
export const PIPELINE_TILES: ReadonlyArray<{ label: MessageDescriptor; value: string; caption: MessageDescriptor }> = [
  { label: tile.totalLeads, value: '0', caption: tile.totalLeadsCaption },
  { label: tile.opportunities, value: '0', caption: tile.opportunitiesCaption },
  { label: tile.conversionRate, value: '0%', caption: tile.conversionRateCaption },
  { label: tile.pipelineValue, value: '$0', caption: tile.pipelineValueCaption },
];

/**
 * The Pipeline texts in English (each message's default), for tests and the spec's checks; the screen
 * formats the messages in the page's language.
 */
export const PIPELINE_TEXTS = {
  ...(Object.fromEntries(Object.entries(pipelineMessages).map(([key, message]) => [key, message.defaultMessage])) as {
    readonly [K in keyof typeof pipelineMessages]: string;
  }),
  tiles: PIPELINE_TILES.map((t) => ({ label: t.label.defaultMessage as string, value: t.value, caption: t.caption.defaultMessage as string })),
};
