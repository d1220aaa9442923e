// en-US focus mode: the toggle and the problem strip.
import type { Catalogue } from '../types';
import type { focusMode as zh } from '../zh-CN/focusMode';

export const focusMode: Catalogue<typeof zh> = {
  enter: 'Focus mode',
  exit: 'Exit focus mode',
  problems: 'Problems',
  previous: 'Previous problem',
  next: 'Next problem',
};
