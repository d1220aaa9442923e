// Code editor view: CodeMirror 6 with a judge language's syntax mode, one of the editor themes, font and tab sizes.
// Loaded lazily by code-editor.tsx; the language's mode arrives in its own chunk and is switched in once loaded.
import { useEffect, useMemo, useState } from 'react';
import CodeMirror, { EditorState, EditorView, type Extension } from '@uiw/react-codemirror';
import { loadedLanguageExtensions, loadLanguageExtensions } from './editor-languages';
import { EDITOR_THEMES } from './editor-themes';
import type { CodeEditorProps } from './code-editor';

const NO_MODE: Extension[] = [];

/** The language's mode: at once when already loaded, else none until its chunk arrives. */
function useLanguageMode(language: string): Extension[] {
  const [mode, setMode] = useState(() => ({ language, extensions: loadedLanguageExtensions(language) }));
  useEffect(() => {
    let current = true;
    void loadLanguageExtensions(language).then((extensions) => {
      if (current) setMode({ language, extensions });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (mode.language === language ? mode.extensions : loadedLanguageExtensions(language)) ?? NO_MODE;
}

export default function CodeEditorView({
  value,
  onChange,
  language,
  theme,
  fontSize,
  tabSize,
  readOnly,
  height,
  minHeight,
  maxHeight,
  className,
  testId,
}: Required<Pick<CodeEditorProps, 'theme' | 'fontSize' | 'tabSize' | 'readOnly'>> & CodeEditorProps) {
  const mode = useLanguageMode(language);
  const extensions = useMemo(
    () => [
      ...mode,
      EditorState.tabSize.of(tabSize),
      EditorView.theme({
        '&': { fontSize: `${fontSize}px` },
        '.cm-scroller': { fontFamily: 'Menlo, Consolas, "DejaVu Sans Mono", monospace' },
      }),
    ],
    [mode, tabSize, fontSize],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      theme={EDITOR_THEMES[theme]}
      extensions={extensions}
      basicSetup={{ tabSize, foldGutter: !readOnly, highlightActiveLine: !readOnly }}
      readOnly={readOnly}
      editable={!readOnly}
      height={height}
      minHeight={minHeight}
      maxHeight={maxHeight}
      className={className}
      data-testid={testId}
    />
  );
}
