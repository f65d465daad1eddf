/** Query keys of the Grow feature; mutations invalidate through the prefixes. */
export const growKeys = {
  all: ['grow'] as const,
  okrs: () => [...growKeys.all, 'okrs'] as const,
  myOkrs: (params: object) => [...growKeys.okrs(), 'my', params] as const,
  teamOkrs: (params: object) => [...growKeys.okrs(), 'team', params] as const,
  reviews: () => [...growKeys.all, 'reviews'] as const,
  myReviews: (params: object) => [...growKeys.reviews(), 'my', params] as const,
  teamReviews: (params: object) => [...growKeys.reviews(), 'team', params] as const,
  learningPaths: () => [...growKeys.all, 'learning-paths'] as const,
  myLearningPaths: (params: object) => [...growKeys.learningPaths(), 'my', params] as const,
  careerGoals: () => [...growKeys.all, 'career-goals'] as const,
  myCareerGoals: (params: object) => [...growKeys.careerGoals(), 'my', params] as const,
  people: (params: object) => [...growKeys.all, 'people', params] as const,
};

/** `limit`/`offset` of a list call (the API returns at most 100 per page). */
export interface PageParams {
  limit?: number;
  offset?: number;
}
