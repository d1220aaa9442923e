// Internationalisation: i18next setup, language detection (?l= query, localStorage, zh-CN default) and switching.
// Only the catalogue (and Ant Design locale) of the language in use is loaded; switching loads the other one before
// the page changes.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { loadLanguagePack, type LanguagePack } from '@/locales';
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

const loadPack = async (language: Language): Promise<LanguagePack> => {
  const pack = await loadLanguagePack(language);
  antdLocales.set(language, pack.antdLocale);
  return pack;
};

/** Adds the language's catalogue to i18next unless it is there already. */
const ensureCatalogue = async (language: Language): Promise<void> => {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const { catalogue } = await loadPack(language);
  for (const [namespace, translations] of Object.entries(catalogue)) i18next.addResourceBundle(language, namespace, translations);
};

export const changeLanguage = async (language: Language): Promise<void> => {
  writeStorage(STORAGE_KEYS.language, language);
  await ensureCatalogue(language);
  await i18next.changeLanguage(language);
};

export const initI18n = async (): Promise<typeof i18next> => {
  const lng = detectLanguage();
  const { catalogue } = await loadPack(lng);
  await i18next.use(initReactI18next).init({
    resources: { [lng]: catalogue },
    // The language in use only: the other one's catalogue is added when the visitor switches (changeLanguage).
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
  return i18next;
};

/** Translate outside React (API client, guards). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);
