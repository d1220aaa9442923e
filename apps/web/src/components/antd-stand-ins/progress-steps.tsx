// What antd's Progress draws for `steps`: the segmented bar, loaded when first rendered (the site draws plain bars).
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/progress/Steps'));
