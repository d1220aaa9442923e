// The pager of a table paged by the server: on a phone the simple pager without "Total n", so that it fits 375 px;
// with `sizes` the user picks the page size (PAGE_SIZES) from a menu, and a new size starts again at page 1.
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@verdict/shared';
import { MenuSelect } from './menu-select';

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
    ...(sizes && { showSizeChanger: true, pageSizeOptions: PAGE_SIZES.options.map(String), components: { sizeChanger: PageSizeMenu } }),
    simple: mobile,
    showTotal: mobile ? undefined : showTotal,
    onChange: sizes ? (currentPage, pageSize) => onChange(pageSize === pager.pageSize ? currentPage : 1, pageSize) : onChange,
  };
}

interface SizeChangerProps {
  value: number;
  onChange: (size: number) => void;
  disabled: boolean;
  className?: string;
}

/** The page size as a menu rather than antd's Select, which the pager would otherwise download for it. */
function PageSizeMenu({ value, onChange, disabled, className }: SizeChangerProps) {
  const { t } = useTranslation();
  return (
    <MenuSelect<number>
      value={value}
      options={PAGE_SIZES.options.map((size) => ({ value: size, label: t('common:perPage', { size }) }))}
      onChange={(size) => size !== undefined && onChange(size)}
      placeholder={t('common:pageSize')}
      disabled={disabled}
      className={className}
      data-testid="page-size"
    />
  );
}
