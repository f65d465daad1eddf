import { countOf } from '@apps/contracts/plural';

/** Innovation Hub texts; figures are fixed. */
export const INNOVATION_TEXTS = {
  title: 'Innovation Hub',
  subtitle: 'R&D, POCs and emerging tech',
  sampleNotice: 'The figures and ideas shown here are sample data. The Innovation Hub is ready for implementation.',
  tiles: [
    { label: 'Active Ideas', value: '12', caption: 'Ideas in the funnel' },
    { label: 'Projects', value: '5', caption: 'POCs underway' },
    { label: 'Articles', value: '28', caption: 'In the knowledge base' },
    { label: 'Demos', value: '8', caption: 'Recorded showcases' },
  ],
  quickLinks: 'Explore',
  links: [
    { to: '/innovation/ideas/new', label: 'Submit New Idea', description: 'Share an idea for a product, process or technology' },
    { to: '/innovation/ideas', label: 'Browse Ideas', description: 'Search and filter ideas from across the company' },
    { to: '/innovation/projects', label: 'Innovation Projects', description: 'Proofs of concept and R&D work in progress' },
    { to: '/innovation/demos', label: 'Demos', description: 'Showcases of what teams have built' },
    { to: '/innovation/articles', label: 'Knowledge Articles', description: 'Write-ups on emerging tech and lessons learned' },
  ],
  ideasTitle: 'Ideas',
  ideasSubtitle: 'Browse ideas from across the organization',
  newIdea: 'Submit Idea',
  searchLabel: 'Search ideas',
  searchPlaceholder: 'Search by title or description...',
  statusLabel: 'Status',
  allStatuses: 'All Statuses',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ideas`,
  noIdeas: 'No ideas found',
  noIdeasHint: 'Try a different search term or status filter.',
  clearFilters: 'Clear filters',
  votes: (count: number) => countOf(count, { one: 'vote', other: 'votes' }),
  comments: (count: number) => countOf(count, { one: 'comment', other: 'comments' }),
  comingSoon: 'Coming Soon',
  comingSoonMessage: 'This part of the Innovation Hub is ready for implementation and will be available in a future release.',
  backToHub: 'Back to Innovation Hub',
} as const;
