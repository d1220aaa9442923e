// The problem page's editor state: language, code and settings, restored from and saved to localStorage per
// problem; the problem's template fills an empty editor and follows a language change while the code is untouched.
import { useCallback, useEffect, useState } from 'react';
import { loadEditor, saveEditor, type EditorSettings, type StoredEditor } from '../lib/editor-storage';
import { defaultLanguage } from '../lib/languages';

export interface EditorSource {
  /** Storage scope, e.g. the problem's display id. */
  scope: string;
  /** Language names the problem accepts, highest priority first. */
  languages: string[];
  /** Language name → template code. */
  templates: Record<string, string>;
}

interface EditorState extends StoredEditor {
  language: string;
}

const initialState = ({ scope, languages, templates }: EditorSource): EditorState => {
  const stored = loadEditor(scope);
  const language = stored.language && languages.includes(stored.language) ? stored.language : (defaultLanguage(languages) ?? '');
  return { ...stored, language, code: stored.code.trim() ? stored.code : (templates[language] ?? '') };
};

export function useProblemEditor(source: EditorSource) {
  const { scope, templates } = source;
  const [state, setState] = useState<EditorState>(() => initialState(source));

  useEffect(() => saveEditor(scope, state), [scope, state]);

  const setCode = useCallback((code: string) => setState((current) => ({ ...current, code })), []);

  const setLanguage = useCallback(
    (language: string) =>
      setState((current) => {
        const untouched = current.code.trim() === '' || current.code === templates[current.language];
        return { ...current, language, code: untouched ? (templates[language] ?? '') : current.code };
      }),
    [templates],
  );

  const resetCode = useCallback(() => setState((current) => ({ ...current, code: templates[current.language] ?? '' })), [templates]);

  const setSettings = useCallback((patch: Partial<EditorSettings>) => setState((current) => ({ ...current, ...patch })), []);

  return { ...state, setCode, setLanguage, resetCode, setSettings };
}

export type ProblemEditor = ReturnType<typeof useProblemEditor>;
