// Editor state kept per problem in localStorage (spec 000 §2): code, language and the editor settings.
import {
  DEFAULT_EDITOR_THEME,
  DEFAULT_FONT_SIZE,
  DEFAULT_TAB_SIZE,
  FONT_SIZES,
  TAB_SIZES,
  isEditorTheme,
  type EditorTheme,
} from '@/components/code-editor/editor-settings';

export interface EditorSettings {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

export interface StoredEditor extends EditorSettings {
  language: string | null;
  code: string;
}

export const DEFAULT_SETTINGS: EditorSettings = { theme: DEFAULT_EDITOR_THEME, fontSize: DEFAULT_FONT_SIZE, tabSize: DEFAULT_TAB_SIZE };

const keyOf = (scope: string) => `verdict-editor:${scope}`;

const pick = <T>(options: readonly T[], value: unknown, fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

export const loadEditor = (scope: string): StoredEditor => {
  let raw: Partial<StoredEditor> = {};
  try {
    raw = JSON.parse(window.localStorage.getItem(keyOf(scope)) ?? '{}') as Partial<StoredEditor>;
  } catch {
    // Unreadable or unavailable storage: start fresh.
  }
  return {
    language: typeof raw.language === 'string' ? raw.language : null,
    code: typeof raw.code === 'string' ? raw.code : '',
    theme: isEditorTheme(raw.theme) ? raw.theme : DEFAULT_SETTINGS.theme,
    fontSize: pick(FONT_SIZES, raw.fontSize, DEFAULT_SETTINGS.fontSize),
    tabSize: pick(TAB_SIZES, raw.tabSize, DEFAULT_SETTINGS.tabSize),
  };
};

export const saveEditor = (scope: string, state: StoredEditor): void => {
  try {
    window.localStorage.setItem(keyOf(scope), JSON.stringify(state));
  } catch {
    // Storage full or unavailable: the editor still works for this visit.
  }
};
