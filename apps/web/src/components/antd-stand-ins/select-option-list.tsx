// The list a Select's drop-down draws its options in (@rc-component/virtual-list), loaded when a drop-down is first
// opened: every Select imports it, so the problem list and the problem page, whose selects are closed at first,
// downloaded it (about 6 KB compressed) with the select. The Select reaches it through a ref only once it is open.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('@rc-component/virtual-list'));
