// Locale catalogues: one chunk per language (zh-CN/index.ts, en-US/index.ts, each with Ant Design's locale), the one
// in use loaded at start-up and the other only when the visitor switches to it.
import type { Locale } from 'antd/es/locale';
import type { catalogue as zhCatalogue } from './zh-CN';

export type Catalogue = typeof zhCatalogue;
export type Namespace = keyof Catalogue;

export interface LanguagePack {
  /** Namespace → its translations. */
  catalogue: Record<Namespace, object>;
  antdLocale: Locale;
}

const LOADERS = {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
} satisfies Record<string, () => Promise<LanguagePack>>;

export type CatalogueLanguage = keyof typeof LOADERS;

/** The language's catalogue and Ant Design locale. */
export const loadLanguagePack = async (language: CatalogueLanguage): Promise<LanguagePack> => {
  const { catalogue, antdLocale } = await LOADERS[language]();
  return { catalogue, antdLocale };
};
