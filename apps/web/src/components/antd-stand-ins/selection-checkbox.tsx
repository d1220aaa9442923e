// What antd's Table renders in the selection column of a table with `rowSelection`: the Checkbox, loaded when such a
// table is first shown. Without this every page with a table downloaded the Checkbox, the Radio (below) and, through
// the Radio group, all of rc-form (about 20 KB compressed together), though only a few back-office tables select rows.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/checkbox'));
