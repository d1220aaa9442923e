// Locale catalogues: both languages' namespaces, registered with i18next.
import { admin as zhAdmin } from './zh-CN/admin';
import { auth as zhAuth } from './zh-CN/auth';
import { common as zhCommon } from './zh-CN/common';
import { footer as zhFooter } from './zh-CN/footer';
import { home as zhHome } from './zh-CN/home';
import { messages as zhMessages } from './zh-CN/messages';
import { nav as zhNav } from './zh-CN/nav';
import { pages as zhPages } from './zh-CN/pages';
import { routes as zhRoutes } from './zh-CN/routes';
import { admin as enAdmin } from './en-US/admin';
import { auth as enAuth } from './en-US/auth';
import { common as enCommon } from './en-US/common';
import { footer as enFooter } from './en-US/footer';
import { home as enHome } from './en-US/home';
import { messages as enMessages } from './en-US/messages';
import { nav as enNav } from './en-US/nav';
import { pages as enPages } from './en-US/pages';
import { routes as enRoutes } from './en-US/routes';

export const resources = {
  'zh-CN': {
    admin: zhAdmin,
    auth: zhAuth,
    common: zhCommon,
    footer: zhFooter,
    home: zhHome,
    messages: zhMessages,
    nav: zhNav,
    pages: zhPages,
    routes: zhRoutes,
  },
  'en-US': {
    admin: enAdmin,
    auth: enAuth,
    common: enCommon,
    footer: enFooter,
    home: enHome,
    messages: enMessages,
    nav: enNav,
    pages: enPages,
    routes: enRoutes,
  },
} satisfies Record<string, Record<string, unknown>>;

export const NAMESPACES = Object.keys(resources['zh-CN']) as (keyof (typeof resources)['zh-CN'])[];
