// A table that only lists rows (no sorting, filters, selection or expansion), drawn with antd's table markup and so
// styled by antd.css exactly as antd's Table, without Table's code (about 21 KB compressed): for the pages that load
// first, such as the problem list. The pager and the loading veil are antd's Pagination and Spin, as in Table.
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { ConfigProvider, Empty, Grid, Pagination, Spin, type PaginationProps } from 'antd';
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
  /** On one line, cut with an ellipsis past `width` (or ELLIPSIS_WIDTH). */
  ellipsis?: boolean;
  render: (row: Row, index: number) => ReactNode;
}

/** Where a column on one line without a width of its own is cut. */
const ELLIPSIS_WIDTH = 240;

const cellClass = (prefix: string, column: { ellipsis?: boolean }) =>
  column.ellipsis ? `${prefix}-cell ${prefix}-cell-ellipsis` : `${prefix}-cell`;

const cellStyle = (column: { align?: string; ellipsis?: boolean; width?: number }) => ({
  textAlign: column.align as 'left' | 'center' | 'right' | undefined,
  ...(column.ellipsis && { maxWidth: column.width ?? ELLIPSIS_WIDTH }),
});

interface PlainTableProps<Row> {
  columns: PlainColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  loading?: boolean;
  /** Shown in place of the rows when there are none (antd Table's empty state by default). */
  empty?: ReactNode;
  /** The pager below the rows, shown when there is something to page. */
  pagination?: PaginationProps;
  /** Columns keep their content's width and the table scrolls sideways rather than wrapping. */
  scrollX?: boolean;
  /** antd's middle size: less padding. */
  size?: 'middle';
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
}

export function PlainTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />,
  pagination,
  scrollX = false,
  size,
  rowProps,
}: PlainTableProps<Row>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table');
  const rootCls = `${prefix}-css-var`;
  // Registers the table's CSS variables for the theme, as antd's Table does; antd.css holds the rules.
  const [hashId, cssVarCls] = useTableStyle(prefix, rootCls);
  const screens = Grid.useBreakpoint();
  const shown = columns.filter((column) => !column.from || screens[column.from]);
  const tableClass = [
    prefix,
    cssVarCls,
    rootCls,
    hashId,
    size === 'middle' && `${prefix}-medium`,
    rows.length === 0 && `${prefix}-empty`,
    scrollX && `${prefix}-scroll-horizontal`,
  ];
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
                      <th
                        key={column.key}
                        className={cellClass(prefix, column)}
                        scope="col"
                        style={cellStyle(column)}
                        title={column.ellipsis && typeof column.title === 'string' ? column.title : undefined}
                      >
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
                      <tr
                        key={rowKey(row)}
                        data-row-key={rowKey(row)}
                        className={`${prefix}-row ${prefix}-row-level-0`}
                        {...rowProps?.(row)}
                      >
                        {shown.map((column) => (
                          <td key={column.key} className={cellClass(prefix, column)} style={cellStyle(column)}>
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
