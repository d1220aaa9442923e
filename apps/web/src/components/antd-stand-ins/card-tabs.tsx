// What antd's Card renders for a `tabList`: the Tabs, loaded the first time a card with tabs is shown. Card imports
// Tabs for it, so without this every page with a card (the home page, the problem list) would download the Tabs
// (9 KB compressed) that no card of the site uses.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/tabs'));
