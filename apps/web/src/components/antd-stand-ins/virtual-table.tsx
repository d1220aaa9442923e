// What antd's Table renders for its `virtual` prop: the virtual table (with the virtual list under it), loaded when
// first rendered. The Table imports it beside the plain one; no table of the site is virtual.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/table/RcTable/VirtualTable'));
