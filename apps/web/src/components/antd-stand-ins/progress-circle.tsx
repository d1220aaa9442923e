// What antd's Progress draws for `type="circle"` or `"dashboard"`: the circle, loaded when first rendered. Progress
// imports it (with rc-progress's circle) for those types, so every page with a bar downloaded it; the site draws bars.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/progress/Circle'));
