// Locale catalogues: one chunk per language (zh-CN/index.ts, en-US/index.ts), the one in use loaded at start-up and
// the other only when the visitor switches to it.
import type { catalogue as zhCatalogue } from './zh-CN';

export type Catalogue = typeof zhCatalogue;
export type Namespace = keyof Catalogue;

const LOADERS = {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
} satisfies Record<string, () => Promise<{ catalogue: Record<Namespace, unknown> }>>;

export type CatalogueLanguage = keyof typeof LOADERS;

/** The language's catalogue: namespace → its translations. */
export const loadCatalogue = async (language: CatalogueLanguage): Promise<Record<Namespace, object>> =>
  (await LOADERS[language]()).catalogue;
