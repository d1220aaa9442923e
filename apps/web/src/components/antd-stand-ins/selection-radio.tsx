// What antd's Table renders in the selection column of a single-choice `rowSelection`: the Radio, loaded when such a
// table is first shown (see selection-checkbox.tsx).
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/radio'));
