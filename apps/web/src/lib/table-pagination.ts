// The pager of a table paged by the server: on a phone the simple pager without "Total n", so that it fits 375 px;
// with `sizes` the user picks the page size (PAGE_SIZES), and a new size starts again at page 1.
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '@verdict/shared';

interface PagerOptions extends Omit<TablePaginationConfig, 'current' | 'pageSize' | 'total' | 'showTotal' | 'onChange'> {
  current: number;
  pageSize: number;
  total: number;
  showTotal: (total: number) => string;
  onChange: (currentPage: number, pageSize: number) => void;
  sizes?: boolean;
}

export function tablePagination(mobile: boolean, { showTotal, onChange, sizes = false, ...pager }: PagerOptions): TablePaginationConfig {
  return {
    ...pager,
    ...(sizes && { showSizeChanger: true, pageSizeOptions: PAGE_SIZES.options.map(String) }),
    simple: mobile,
    showTotal: mobile ? undefined : showTotal,
    onChange: sizes ? (currentPage, pageSize) => onChange(pageSize === pager.pageSize ? currentPage : 1, pageSize) : onChange,
  };
}
