// A table that only lists rows (no sorting, filters, selection or expansion), drawn with antd's table markup and so
// styled by antd.css exactly as antd's Table, without Table's code (about 21 KB compressed): for the pages that load
// first, such as the problem list. The pager and the loading veil are antd's Pagination and Spin, as in Table.
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { ConfigProvider, Grid, Pagination, Spin, type PaginationProps } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import { useContext } from 'react';
import useTableStyle from 'antd/es/table/style';

export interface PlainColumn<Row> {
  key: string;
  title?: ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Shown only from this screen size up (antd Table's `responsive: [from]`). */
  from?: Breakpoint;
  render: (row: Row, index: number) => ReactNode;
}

interface PlainTableProps<Row> {
  columns: PlainColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** The pager below the rows, shown when there is something to page. */
  pagination?: PaginationProps;
  /** Columns keep their content's width and the table scrolls sideways rather than wrapping. */
  scrollX?: boolean;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
}

export function PlainTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  pagination,
  scrollX = false,
  rowProps,
}: PlainTableProps<Row>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table');
  const rootCls = `${prefix}-css-var`;
  // Registers the table's CSS variables for the theme, as antd's Table does; antd.css holds the rules.
  const [hashId, cssVarCls] = useTableStyle(prefix, rootCls);
  const screens = Grid.useBreakpoint();
  const shown = columns.filter((column) => !column.from || screens[column.from]);
  const tableClass = [prefix, cssVarCls, rootCls, hashId, rows.length === 0 && `${prefix}-empty`, scrollX && `${prefix}-scroll-horizontal`];
  return (
    <div className={[cssVarCls, rootCls, `${prefix}-wrapper`, hashId].join(' ')}>
      <Spin spinning={loading}>
        <div className={tableClass.filter(Boolean).join(' ')}>
          <div className={`${prefix}-container`}>
            <div className={`${prefix}-content`} style={scrollX ? { overflowX: 'auto' } : undefined}>
              <table style={{ tableLayout: 'auto', ...(scrollX && { width: 'max-content', minWidth: '100%' }) }}>
                <colgroup>
                  {shown.map((column) => (
                    <col key={column.key} style={column.width ? { width: column.width } : undefined} />
                  ))}
                </colgroup>
                <thead className={`${prefix}-thead`}>
                  <tr>
                    {shown.map((column) => (
                      <th key={column.key} className={`${prefix}-cell`} scope="col" style={{ textAlign: column.align }}>
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>
                  {rows.length === 0 ? (
                    <tr className={`${prefix}-placeholder`}>
                      <td className={`${prefix}-cell`} colSpan={shown.length}>
                        {empty}
                      </td>
                    </tr>
                  ) : (
                    rows.map((row, index) => (
                      <tr key={rowKey(row)} className={`${prefix}-row ${prefix}-row-level-0`} {...rowProps?.(row)}>
                        {shown.map((column) => (
                          <td key={column.key} className={`${prefix}-cell`} style={{ textAlign: column.align }}>
                            {column.render(row, index)}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {pagination && pagination.total ? <Pagination {...pagination} className={`${prefix}-pagination ${prefix}-pagination-end`} /> : null}
      </Spin>
    </div>
  );
}
