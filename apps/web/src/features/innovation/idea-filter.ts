import type { Idea, IdeaStatus } from './sample-ideas';

/** The ideas page filter: free text and a status ('all' for every status). */
export interface IdeaFilter {
  search: string;
  status: IdeaStatus | 'all';
}

/**
 * Ideas whose title or description contains the search text (trimmed, case-insensitive) and whose
 * status matches. Both conditions apply together; the order
 * of `ideas` is kept.
 */
export function filterIdeas(ideas: readonly Idea[], { search, status }: IdeaFilter): Idea[] {
  const needle = search.trim().toLocaleLowerCase();
  return ideas.filter(
    (idea) =>
      (status === 'all' || idea.status === status) &&
      (needle === '' || idea.title.toLocaleLowerCase().includes(needle) || idea.description.toLocaleLowerCase().includes(needle)),
  );
}
