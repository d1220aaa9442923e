// The English (en-US) catalogue's core part: what the shell and the home page show, loaded at start-up (locales/index.ts).
import { common } from './common';
import { footer } from './footer';
import { home } from './home';
import { messages } from './messages';
import { nav } from './nav';
import { routes } from './routes';
import type { catalogue as zh } from '../zh-CN/core';

/** Ant Design's texts in this language (pagination, empty states, pickers), in the same chunk. */
export { default as antdLocale } from 'antd/es/locale/en_US';

export const catalogue = {
  common,
  footer,
  home,
  messages,
  nav,
  routes,
} satisfies Record<keyof typeof zh, unknown>;
