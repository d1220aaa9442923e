// Imported first by the web entry: zod then validates without compiling schemas through `new Function`. It decides
// when each object schema is built (probing with `Function('')`), and a page under a Content-Security-Policy
// without 'unsafe-eval' refuses that probe and reports a violation. The server keeps the compiled schemas.
import { z } from 'zod';

z.config({ jitless: true });
