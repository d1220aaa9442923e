// Query keys of the contest administration calls, so mutations can invalidate exactly what they change.
export const manageContestKeys = {
  all: ['admin-contest'] as const,
  list: ['admin-contest', 'list'] as const,
  contest: (cid: number) => ['admin-contest', 'one', cid] as const,
  problems: (cid: number) => ['admin-contest', 'problems', cid] as const,
};
