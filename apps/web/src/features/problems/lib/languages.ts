// The editor's language: C++ by default (the problem's first C++ entry, so the one with the highest priority).
/** Languages come in picker order (highest priority first). */
export const defaultLanguage = (languages: string[]): string | undefined => languages.find((name) => /^C\+\+/.test(name)) ?? languages[0];
