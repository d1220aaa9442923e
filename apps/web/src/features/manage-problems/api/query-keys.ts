// Query keys of the problem administration calls, so mutations can invalidate exactly what they change.
export const manageProblemKeys = {
  list: ['admin-problem-list'] as const,
  problem: (pid: number) => ['admin-problem', pid] as const,
  cases: (pid: number) => ['admin-problem-cases', pid] as const,
  tags: ['admin-tag'] as const,
  /** The public tag list the form offers (also changed by tag admin and by saving new tags). */
  publicTags: ['get-all-problem-tags'] as const,
  classifications: ['admin-tag-classification'] as const,
  languages: ['languages', 'all'] as const,
};
