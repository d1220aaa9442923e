// What `zod` resolves to in the web build (vite.config.ts, zodJitless): zod itself, set to validate without compiling
// schemas through `new Function`. zod decides when each object schema is built (probing with `Function('')`), and a
// page under a Content-Security-Policy without 'unsafe-eval' refuses that probe and reports a violation. Every module
// that builds a schema imports this first, so the setting comes with the first schema's chunk and not with the shell
// (the server keeps the compiled schemas).
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
