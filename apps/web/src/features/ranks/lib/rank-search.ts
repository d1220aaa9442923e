// The rank lists' query string: searchUser, currentPage (below 1 becomes 1) and limit (one of the offered sizes,
// 30 by default).
import { PAGE_SIZES, type RankType, type UserInfo } from '@verdict/shared';
import { isAdminUser } from '@/lib/session';
import { readPageSize, readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface RankSearch {
  searchUser: string;
  currentPage: number;
  limit: number;
}

export const parseRankSearch = (params: URLSearchParams): RankSearch => ({
  searchUser: params.get('searchUser')?.trim() ?? '',
  currentPage: readPositiveInt(params, 'currentPage', 1),
  limit: readPageSize(params, PAGE_SIZES.options, PAGE_SIZES.ranklist),
});

export const serializeRankSearch = (search: RankSearch): SearchValues => ({
  searchUser: search.searchUser || undefined,
  currentPage: unlessDefault(search.currentPage, 1),
  limit: unlessDefault(search.limit, PAGE_SIZES.ranklist),
});

/** The group rank's query string: the same, and type (ACM by default). */
export interface GroupRankSearch extends RankSearch {
  type: RankType;
}

export const parseGroupRankSearch = (params: URLSearchParams): GroupRankSearch => ({
  ...parseRankSearch(params),
  type: params.get('type')?.toUpperCase() === 'OI' ? 'OI' : 'ACM',
});

export const serializeGroupRankSearch = (search: GroupRankSearch): SearchValues => ({
  ...serializeRankSearch(search),
  type: unlessDefault(search.type, 'ACM'),
});

/** Bars of the top chart. */
export const CHART_TOP = 10;

export const userHomePath = (row: { uid: string; username: string }) =>
  `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`;

/**
 * The status page filtered to the user's accepted submissions, where the viewer may open it: the server keeps the
 * username filter to admin roles, so a user reaches their own through "only mine" and others get no link.
 */
export function acceptedSubmissionsPath(username: string, viewer: UserInfo | null): string | null {
  if (viewer?.username === username) return '/status?onlyMine=true&status=0';
  return isAdminUser(viewer) ? `/status?username=${encodeURIComponent(username)}&status=0` : null;
}
