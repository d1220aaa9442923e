// NUL guard: PostgreSQL refuses U+0000 in text, so any string carrying one is refused with 400 before validation,
// for every call at once: query, path parameters and parsed JSON or text bodies (multipart uploads are streams,
// never parsed here).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Objects and arrays as parsers build them; binary data is never text for the database. */
const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** Whether a string, key or nested string holds U+0000; iterative, so no depth of nesting overflows the stack. */
export function holdsNul(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (isContainer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) throw badRequest('Nul_character_refused');
    });
  },
  { name: 'nul-guard', dependencies: ['envelope'] },
);
