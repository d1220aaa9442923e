// Client-side paging of the tag page tables that can turn to the page of a row just saved and mark that row,
// so a new tag or classification never lands unseen on a later page.
import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { ADMIN_LIST_PAGE_SIZE, PAGE_SIZES } from '@verdict/shared';

export const useRowFocus = () => {
  const [current, setCurrent] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_LIST_PAGE_SIZE);
  const [focusedId, setFocusedId] = useState<number | null>(null);

  /** Shows the page of `rows` (as the table lists them) that holds the row with this id. */
  const focus = (rows: readonly { id: number }[], id: number) => {
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return;
    setCurrent(Math.floor(index / pageSize) + 1);
    setFocusedId(id);
  };

  const pagination: TablePaginationConfig = {
    current,
    pageSize,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.options.map(String),
    hideOnSinglePage: true,
    onChange: (page, size) => {
      setCurrent(size === pageSize ? page : 1);
      setPageSize(size);
    },
  };

  return {
    pagination,
    focus,
    /** Filters changed: back to the first page. */
    reset: () => setCurrent(1),
    rowClassName: (row: { id: number }) => (row.id === focusedId ? 'mp-row-focused' : ''),
  };
};
