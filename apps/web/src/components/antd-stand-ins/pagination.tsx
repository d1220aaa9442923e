// The Pagination, loaded when a pager is first shown: what antd's List renders for its `pagination`, and what the
// home page's announcements show under more than a page of them. List imports Pagination (and, through its style, the
// Input's) for it, so without this the home page, whose lists seldom page, would download both (10 KB compressed).
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/pagination'));
