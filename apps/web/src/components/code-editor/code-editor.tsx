// Code editor: CodeMirror 6 with a judge language's syntax mode, one of the editor themes, font and tab sizes.
import { useMemo } from 'react';
import CodeMirror, { EditorState, EditorView } from '@uiw/react-codemirror';
import { languageExtensions } from './editor-languages';
import { DEFAULT_EDITOR_THEME, DEFAULT_FONT_SIZE, DEFAULT_TAB_SIZE, EDITOR_THEMES, type EditorTheme } from './editor-themes';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Display name of the judge language. */
  language: string;
  theme?: EditorTheme;
  fontSize?: number;
  tabSize?: number;
  readOnly?: boolean;
  height?: string;
  minHeight?: string;
  maxHeight?: string;
  className?: string;
  testId?: string;
}

export function CodeEditor({
  value,
  onChange,
  language,
  theme = DEFAULT_EDITOR_THEME,
  fontSize = DEFAULT_FONT_SIZE,
  tabSize = DEFAULT_TAB_SIZE,
  readOnly = false,
  height,
  minHeight,
  maxHeight,
  className,
  testId,
}: CodeEditorProps) {
  const extensions = useMemo(
    () => [
      ...languageExtensions(language),
      EditorState.tabSize.of(tabSize),
      EditorView.theme({
        '&': { fontSize: `${fontSize}px` },
        '.cm-scroller': { fontFamily: 'Menlo, Consolas, "DejaVu Sans Mono", monospace' },
      }),
    ],
    [language, tabSize, fontSize],
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
