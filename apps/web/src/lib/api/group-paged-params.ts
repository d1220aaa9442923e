// The paging of the group's own lists (members, applications, problems): gid, optional keyword, page and size.
export interface GroupPagedParams {
  gid: number;
  keyword?: string;
  currentPage: number;
  limit: number;
}
