// What antd's Typography renders for an `editable` text: its editor, loaded the first time a text is edited in place.
// Typography imports the editor, and with it the TextArea and Input, so without this every page with a Typography
// (the layout's footer: every page) would download an input (8 KB compressed) that no text of the site needs.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/typography/Editable'));
