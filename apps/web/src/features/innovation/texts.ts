import type { MessageDescriptor } from 'react-intl';
import { intlFor } from '../../lib/i18n/intl';
import { innovationCountMessages as counts, innovationLinkMessages as link, innovationMessages, innovationTileMessages as tile } from './messages';

/** The dashboard's tiles: fixed sample figures with their label and caption. */
export const INNOVATION_TILES: ReadonlyArray<{ label: MessageDescriptor; value: string; caption: MessageDescriptor }> = [
  { label: tile.activeIdeas, value: '12', caption: tile.activeIdeasCaption },
  { label: tile.projects, value: '5', caption: tile.projectsCaption },
  { label: tile.articles, value: '28', caption: tile.articlesCaption },
  { label: tile.demos, value: '8', caption: tile.demosCaption },
];

/** The dashboard's links to the hub's five pages. */
export const INNOVATION_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor; description: MessageDescriptor }> = [
  { to: '/innovation/ideas/new', label: link.submitIdea, description: link.submitIdeaDescription },
  { to: '/innovation/ideas', label: link.browseIdeas, description: link.browseIdeasDescription },
  { to: '/innovation/projects', label: link.projects, description: link.projectsDescription },
  { to: '/innovation/demos', label: link.demos, description: link.demosDescription },
  { to: '/innovation/articles', label: link.articles, description: link.articlesDescription },
];

const english = () => intlFor('en');

/**
 * The Innovation Hub texts in English (each message's default), for tests and the spec's checks; the
 * screens format the messages in the page's language. Figures are fixed.
 */
export const INNOVATION_TEXTS = {
  ...(Object.fromEntries(Object.entries(innovationMessages).map(([key, message]) => [key, message.defaultMessage])) as { readonly [K in keyof typeof innovationMessages]: string }),
  tiles: INNOVATION_TILES.map((t) => ({ label: t.label.defaultMessage as string, value: t.value, caption: t.caption.defaultMessage as string })),
  links: INNOVATION_LINKS.map((l) => ({ to: l.to, label: l.label.defaultMessage as string, description: l.description.defaultMessage as string })),
  showing: (shown: number, total: number) => english().formatMessage(counts.showing, { shown, total }),
  votes: (count: number) => english().formatMessage(counts.votes, { count }),
  comments: (count: number) => english().formatMessage(counts.comments, { count }),
};
