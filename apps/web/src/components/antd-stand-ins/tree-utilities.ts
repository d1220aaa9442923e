// The helpers antd's Table takes from @rc-component/tree for its row selection, from their own modules: the package's
// index brings the Tree component (about 7 KB compressed), which a table never shows.
export { arrAdd, arrDel } from '@rc-component/tree/es/util';
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';
