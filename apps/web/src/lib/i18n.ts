// Internationalisation: i18next setup, language detection (?l= query, localStorage, zh-CN default) and switching.
// Only the catalogue (and Ant Design locale) of the language in use is loaded, and of it only the parts in use;
// switching loads the other language's parts in use before the page changes.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { loadCataloguePart, type CataloguePart } from '@/locales';
import { readStorage, writeStorage, STORAGE_KEYS } from './storage';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The query parameter `l` forces the language and stores it; otherwise the stored choice; else zh-CN. */
export const detectLanguage = (): Language => {
  const forced = new URLSearchParams(window.location.search).get('l');
  if (isLanguage(forced)) {
    writeStorage(STORAGE_KEYS.language, forced);
    return forced;
  }
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

const syncDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};

const antdLocales = new Map<Language, Locale>();

/** Ant Design's locale of a loaded language (every language in use has been loaded before i18next switches to it). */
export const antdLocaleOf = (language: string): Locale | undefined => (isLanguage(language) ? antdLocales.get(language) : undefined);

/** The catalogue's parts in use: loaded for the language in use, and for each language switched to before it shows. */
const partsInUse = new Set<CataloguePart>(['core']);
/** Each language and part loaded or on its way (a failed load is dropped, so that the next call fetches it again). */
const partLoads = new Map<string, Promise<void>>();

let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

const addPart = (language: Language, part: CataloguePart): Promise<void> => {
  const key = `${language} ${part}`;
  const pending = partLoads.get(key);
  if (pending) return pending;
  // Fetched at once (a page's chunk may be evaluated while the core part is still on its way), added once i18next is.
  const load = Promise.all([loadCataloguePart(language, part), initialised]).then(([{ catalogue, antdLocale }]) => {
    if (antdLocale) antdLocales.set(language, antdLocale);
    for (const [namespace, translations] of Object.entries(catalogue)) i18next.addResourceBundle(language, namespace, translations);
  });
  partLoads.set(key, load);
  load.catch(() => partLoads.delete(key));
  return load;
};

/** The language a switch is loading the parts of, until i18next has switched to it. */
let switchingTo: Language | null = null;

const PART_ATTEMPTS = 3;
const PART_RETRY_MS = 1000;

/**
 * A part of the catalogue, for the language in use and from now on for each language switched to. Awaited at the top
 * of each module that shows the part's texts (locales/need/), so their components render once it has arrived; a
 * failed fetch is tried again, since a module whose top-level await failed stays failed until the page reloads.
 */
export const needCataloguePart = async (part: CataloguePart): Promise<void> => {
  partsInUse.add(part);
  for (let attempt = 1; ; attempt++) {
    try {
      // During a switch, for the language switched to as well: the switch may have listed the parts in use before.
      const languages = new Set([i18next.isInitialized ? currentLanguage() : detectLanguage(), ...(switchingTo ? [switchingTo] : [])]);
      await Promise.all([...languages].map((language) => addPart(language, part)));
      return;
    } catch (error) {
      if (attempt === PART_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, PART_RETRY_MS * attempt));
    }
  }
};

export const changeLanguage = async (language: Language): Promise<void> => {
  writeStorage(STORAGE_KEYS.language, language);
  switchingTo = language;
  try {
    await Promise.all([...partsInUse].map((part) => addPart(language, part)));
    await i18next.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
};

export const initI18n = async (): Promise<typeof i18next> => {
  const lng = detectLanguage();
  const { catalogue, antdLocale } = await loadCataloguePart(lng, 'core');
  if (antdLocale) antdLocales.set(lng, antdLocale);
  partLoads.set(`${lng} core`, Promise.resolve());
  await i18next.use(initReactI18next).init({
    resources: { [lng]: catalogue },
    // The language in use only: the other one's catalogue is added when the visitor switches (changeLanguage), and
    // the parts besides the core when a module needs them (needCataloguePart).
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(catalogue),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(lng);
  i18next.on('languageChanged', syncDocumentLanguage);
  markInitialised();
  return i18next;
};

/** Translate outside React (API client, guards). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);
