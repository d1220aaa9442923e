// Keyword and paging of a back-office problem table (a training's or contest's problems, or the picker), with the table's
// pagination (10 a page by default; 10/30/50/100).
import '@/locales/need/more';
import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIST_PAGE_SIZE } from '@verdict/shared';
import { PICKER_PAGE_SIZES } from '@/lib/paging';

interface ListState {
  keyword: string;
  currentPage: number;
  limit: number;
}

export const useProblemListState = () => {
  const { t } = useTranslation();
  const [state, setState] = useState<ListState>({ keyword: '', currentPage: 1, limit: ADMIN_LIST_PAGE_SIZE });
  const search = (keyword: string) => setState((current) => ({ ...current, keyword, currentPage: 1 }));
  const pagination = (total: number): TablePaginationConfig => ({
    current: state.currentPage,
    pageSize: state.limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: PICKER_PAGE_SIZES.map(String),
    showTotal: (count) => t('training:manage.total', { total: count }),
    onChange: (currentPage, limit) =>
      setState((current) => ({ ...current, currentPage: limit === current.limit ? currentPage : 1, limit })),
  });
  return { state, search, pagination };
};

export type ProblemListState = ReturnType<typeof useProblemListState>;
