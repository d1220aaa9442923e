// Internationalisation: i18next setup, language detection (?l= query, localStorage, zh-CN default) and switching.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, NAMESPACES } from '@/locales';
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

export const changeLanguage = async (language: Language): Promise<void> => {
  writeStorage(STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
};

export const initI18n = async (): Promise<typeof i18next> => {
  const lng = detectLanguage();
  await i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
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
