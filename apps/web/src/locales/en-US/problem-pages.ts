// The English (en-US) catalogue's part for the problem list and problem pages, loaded when a module showing it is first loaded.
import { focusMode } from './focusMode';
import { problems } from './problems';
import { submissions } from './submissions';
import type { catalogue as zh } from '../zh-CN/problem-pages';

export const catalogue = {
  focusMode,
  problems,
  submissions,
} satisfies Record<keyof typeof zh, unknown>;
