// Editor settings of spec 000 §2 (theme names, font and tab sizes) without CodeMirror itself, so the problem page's
// toolbar and stored settings do not pull the editor into the page's first chunk.
export const EDITOR_THEME_NAMES = ['monokai', 'solarized', 'material', 'idea', 'eclipse', 'base16-dark', 'cobalt', 'dracula'] as const;

export type EditorTheme = (typeof EDITOR_THEME_NAMES)[number];
export const DEFAULT_EDITOR_THEME: EditorTheme = 'solarized';
export const isEditorTheme = (value: unknown): value is EditorTheme => EDITOR_THEME_NAMES.includes(value as EditorTheme);

export const FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const DEFAULT_FONT_SIZE = 14;
export const TAB_SIZES = [2, 4, 8] as const;
export const DEFAULT_TAB_SIZE = 4;
