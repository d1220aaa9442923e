// What antd's Table renders for a column with `filters`: the filter dropdown, loaded when a filtered column is first
// shown. The dropdown imports the Tree (for tree filters), Menu, Checkbox, Radio and an Input, so without this every
// page with a table downloaded them (about 13 KB compressed); no table of the site filters by column.
import type { ColumnFilterItem } from 'antd/es/table/interface';
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

/** Every value of the filters and their sub-filters (the one helper Table takes from the dropdown's module). */
export const flattenKeys = (filters: ColumnFilterItem[] | undefined): ColumnFilterItem['value'][] =>
  (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
