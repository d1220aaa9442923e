// What antd's Pagination renders as its page-size changer: the Select, loaded when a size changer is first shown.
// Pagination imports Select for it, and every List and Table imports Pagination, so without this the home page,
// whose lists never show one, would download the Select (about 20 KB compressed).
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/select'));
