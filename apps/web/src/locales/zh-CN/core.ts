// The Chinese (zh-CN) catalogue's core part: what the shell and the home page show, loaded at start-up (locales/index.ts).
import { common } from './common';
import { footer } from './footer';
import { home } from './home';
import { messages } from './messages';
import { nav } from './nav';
import { routes } from './routes';

/** Ant Design's texts in this language (pagination, empty states, pickers), in the same chunk. */
export { default as antdLocale } from 'antd/es/locale/zh_CN';

export const catalogue = {
  common,
  footer,
  home,
  messages,
  nav,
  routes,
};
