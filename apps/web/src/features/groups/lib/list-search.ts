// The group list's query string (spec 002 §2.1): keyword, auth, onlyMine, currentPage (below 1 becomes 1) and
// limit (9 by default; 9, 15, 30, 60 or 120).
import { GROUP_LIMITS, GroupAuth, type GroupAuthCode } from '@verdict/shared';
import { readInt, readPageSize, readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface GroupSearch {
  keyword: string;
  auth?: GroupAuthCode;
  onlyMine: boolean;
  currentPage: number;
  limit: number;
}

export const GROUP_AUTHS: readonly GroupAuthCode[] = [GroupAuth.Public, GroupAuth.Protected, GroupAuth.Private];

export const parseGroupSearch = (params: URLSearchParams): GroupSearch => {
  const auth = readInt(params, 'auth');
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    auth: GROUP_AUTHS.find((option) => option === auth),
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: readPositiveInt(params, 'currentPage', 1),
    limit: readPageSize(params, GROUP_LIMITS.listPageSizes, GROUP_LIMITS.listPageSize),
  };
};

export const serializeGroupSearch = (search: GroupSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  auth: search.auth === undefined ? undefined : String(search.auth),
  onlyMine: search.onlyMine ? 'true' : undefined,
  currentPage: unlessDefault(search.currentPage, 1),
  limit: unlessDefault(search.limit, GROUP_LIMITS.listPageSize),
});
