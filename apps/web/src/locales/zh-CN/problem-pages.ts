// The Chinese (zh-CN) catalogue's part for the problem list and problem pages, loaded when a module showing it is first loaded.
import { focusMode } from './focusMode';
import { problems } from './problems';
import { submissions } from './submissions';

export const catalogue = {
  focusMode,
  problems,
  submissions,
};
