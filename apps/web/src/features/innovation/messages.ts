import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

/**
 * The Innovation Hub's texts in English, the source of innovation/locales/<language>.json. Ids start
 * with `innovation.`. The sample ideas themselves (titles, descriptions, categories) stand for what
 * people submit and are shown as written.
 */
export const innovationMessages = defineMessages({
  title: { id: 'innovation.title', defaultMessage: 'Innovation Hub' },
  subtitle: { id: 'innovation.subtitle', defaultMessage: 'R&D, POCs and emerging tech' },
  sampleNotice: { id: 'innovation.sampleNotice', defaultMessage: 'The figures and ideas shown here are sample data. The Innovation Hub is ready for implementation.' },
  quickLinks: { id: 'innovation.quickLinks', defaultMessage: 'Explore' },
  ideasTitle: { id: 'innovation.ideasTitle', defaultMessage: 'Ideas' },
  ideasSubtitle: { id: 'innovation.ideasSubtitle', defaultMessage: 'Browse ideas from across the organization' },
  newIdea: { id: 'innovation.newIdea', defaultMessage: 'Submit Idea' },
  searchLabel: { id: 'innovation.searchLabel', defaultMessage: 'Search ideas' },
  searchPlaceholder: { id: 'innovation.searchPlaceholder', defaultMessage: 'Search by title or description...' },
  statusLabel: { id: 'innovation.statusLabel', defaultMessage: 'Status' },
  allStatuses: { id: 'innovation.allStatuses', defaultMessage: 'All Statuses' },
  noIdeas: { id: 'innovation.noIdeas', defaultMessage: 'No ideas found' },
  noIdeasHint: { id: 'innovation.noIdeasHint', defaultMessage: 'Try a different search term or status filter.' },
  clearFilters: { id: 'innovation.clearFilters', defaultMessage: 'Clear filters' },
  comingSoon: { id: 'innovation.comingSoon', defaultMessage: 'Coming Soon' },
  comingSoonMessage: {
    id: 'innovation.comingSoonMessage',
    defaultMessage: 'This part of the Innovation Hub is ready for implementation and will be available in a future release.',
  },
  backToHub: { id: 'innovation.backToHub', defaultMessage: 'Back to Innovation Hub' },
});

/** The ideas page's counts, with the values each takes. */
// A type, not an interface: the values of typed messages must be an indexable record.
type CountValues = {
  showing: { shown: number; total: number };
  votes: { count: number };
  comments: { count: number };
};
export const innovationCountMessages: { readonly [K in keyof CountValues]: TypedMessageDescriptor<CountValues[K]> } = defineMessages<CountValues>({
  showing: { id: 'innovation.showing', defaultMessage: 'Showing {shown} of {total} ideas' },
  votes: { id: 'innovation.votes', defaultMessage: '{count, plural, one {# vote} other {# votes}}' },
  comments: { id: 'innovation.comments', defaultMessage: '{count, plural, one {# comment} other {# comments}}' },
});

/** The dashboard's figure tiles: label and caption of each. */
export const innovationTileMessages = defineMessages({
  activeIdeas: { id: 'innovation.tile.activeIdeas', defaultMessage: 'Active Ideas' },
  activeIdeasCaption: { id: 'innovation.tile.activeIdeasCaption', defaultMessage: 'Ideas in the funnel' },
  projects: { id: 'innovation.tile.projects', defaultMessage: 'Projects' },
  projectsCaption: { id: 'innovation.tile.projectsCaption', defaultMessage: 'POCs underway' },
  articles: { id: 'innovation.tile.articles', defaultMessage: 'Articles' },
  articlesCaption: { id: 'innovation.tile.articlesCaption', defaultMessage: 'In the knowledge base' },
  demos: { id: 'innovation.tile.demos', defaultMessage: 'Demos' },
  demosCaption: { id: 'innovation.tile.demosCaption', defaultMessage: 'Recorded showcases' },
});

/** The dashboard's links to the hub's pages: label and description of each. */
export const innovationLinkMessages = defineMessages({
  submitIdea: { id: 'innovation.link.submitIdea', defaultMessage: 'Submit New Idea' },
  submitIdeaDescription: { id: 'innovation.link.submitIdeaDescription', defaultMessage: 'Share an idea for a product, process or technology' },
  browseIdeas: { id: 'innovation.link.browseIdeas', defaultMessage: 'Browse Ideas' },
  browseIdeasDescription: { id: 'innovation.link.browseIdeasDescription', defaultMessage: 'Search and filter ideas from across the company' },
  projects: { id: 'innovation.link.projects', defaultMessage: 'Innovation Projects' },
  projectsDescription: { id: 'innovation.link.projectsDescription', defaultMessage: 'Proofs of concept and R&D work in progress' },
  demos: { id: 'innovation.link.demos', defaultMessage: 'Demos' },
  demosDescription: { id: 'innovation.link.demosDescription', defaultMessage: 'Showcases of what teams have built' },
  articles: { id: 'innovation.link.articles', defaultMessage: 'Knowledge Articles' },
  articlesDescription: { id: 'innovation.link.articlesDescription', defaultMessage: 'Write-ups on emerging tech and lessons learned' },
});

/** The label shown for each idea status (the filter's values stay the statuses themselves). */
export const ideaStatusMessages = defineMessages({
  Draft: { id: 'innovation.status.draft', defaultMessage: 'Draft' },
  Submitted: { id: 'innovation.status.submitted', defaultMessage: 'Submitted' },
  'Under Review': { id: 'innovation.status.underReview', defaultMessage: 'Under Review' },
  Approved: { id: 'innovation.status.approved', defaultMessage: 'Approved' },
  Rejected: { id: 'innovation.status.rejected', defaultMessage: 'Rejected' },
});
