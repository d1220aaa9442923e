// What antd's Input carries as Input.OTP: the one-time-code input, loaded when first rendered. Input imports it (with
// its style) for that static, so every page with a text box downloaded it; the site shows none.
import { lazyStandIn } from './lazy-stand-in';

export default lazyStandIn(() => import('antd/es/input/OTP'));
