// Paging of the back-office lists: the keyword lists' parameters, the problem tables (the problem list and the
// batch page's export table).
import '@/locales/need/more';
import type { TFunction } from 'i18next';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES, type AdminProblemListItem, type PageResult } from '@verdict/shared';

/** A back-office list's keyword search and page (trainings, contests). */
export interface AdminKeywordParams {
  keyword: string;
  currentPage: number;
  limit: number;
}

/** A page of the admin problem list as a table shows it, and how it asks for another page. */
export interface ProblemListPaging {
  page: PageResult<AdminProblemListItem>;
  currentPage: number;
  limit: number;
  loading: boolean;
  onPageChange: (currentPage: number, limit: number) => void;
}

export const problemListPagination = (
  t: TFunction,
  { page, currentPage, limit, onPageChange }: ProblemListPaging,
): TablePaginationConfig => ({
  current: currentPage,
  pageSize: limit,
  total: page.total,
  showSizeChanger: true,
  pageSizeOptions: PAGE_SIZES.options.map(String),
  showTotal: (total) => t('manageProblems:list.total', { total }),
  onChange: onPageChange,
});
