// The helpers antd's Table takes from @rc-component/tree for its row selection, from their own modules: the package's
// index brings the Tree component (about 7 KB compressed), which a table never shows. The two list helpers are ours:
// their module keeps the TreeNode component too (2.5 KB).

/** The list with the value added unless it is there (a new array; no list is an empty one). */
export const arrAdd = <T>(list: readonly T[] | undefined, value: T): T[] => {
  const copy = [...(list ?? [])];
  if (!copy.includes(value)) copy.push(value);
  return copy;
};

/** The list without the value's first occurrence (a new array; no list is an empty one). */
export const arrDel = <T>(list: readonly T[] | undefined, value: T): T[] => {
  const copy = [...(list ?? [])];
  const index = copy.indexOf(value);
  if (index >= 0) copy.splice(index, 1);
  return copy;
};

export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';
