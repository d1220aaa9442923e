// Locale catalogues, each language's in three parts, each part a chunk of its own: the core (the shell and the home
// page, with Ant Design's locale) loaded at start-up, the problem pages' part and the rest loaded when a module that
// shows their texts is first loaded (locales/need/), and only for the language in use until the visitor switches.
import type { Locale } from 'antd/es/locale';

const LOADERS = {
  'zh-CN': {
    core: () => import('./zh-CN/core'),
    problemPages: () => import('./zh-CN/problem-pages'),
    more: () => import('./zh-CN/more'),
  },
  'en-US': {
    core: () => import('./en-US/core'),
    problemPages: () => import('./en-US/problem-pages'),
    more: () => import('./en-US/more'),
  },
} satisfies Record<string, Record<string, () => Promise<{ catalogue: object }>>>;

export type CatalogueLanguage = keyof typeof LOADERS;
export type CataloguePart = keyof (typeof LOADERS)[CatalogueLanguage];

export interface CatalogueChunk {
  /** Namespace → its translations. */
  catalogue: Record<string, object>;
  /** Ant Design's texts, with the core part. */
  antdLocale?: Locale;
}

/** One part of the language's catalogue. */
export const loadCataloguePart = async (language: CatalogueLanguage, part: CataloguePart): Promise<CatalogueChunk> => {
  const loaded: CatalogueChunk = await LOADERS[language][part]();
  return { catalogue: loaded.catalogue, antdLocale: loaded.antdLocale };
};
