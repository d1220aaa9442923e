// Code editor: CodeMirror 6 with a judge language's syntax mode, one of the editor themes, font and tab sizes. The
// editor (code-editor-view) and each language's mode are chunks of their own, fetched side by side when an editor is
// first shown, so a page paints its other content without waiting for them; a box of the editor's height stands in.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { withChunkTimeout } from '@/lib/lazy-page';
import { loadLanguageExtensions } from './editor-languages';
import { DEFAULT_EDITOR_THEME, DEFAULT_FONT_SIZE, DEFAULT_TAB_SIZE, type EditorTheme } from './editor-settings';
import './code-editor.css';

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

const CodeEditorView = lazy(() => withChunkTimeout(() => import('./code-editor-view')));

type ViewProps = Required<Pick<CodeEditorProps, 'theme' | 'fontSize' | 'tabSize' | 'readOnly'>> & CodeEditorProps;

function LoadingEditor({ placeholder, ...props }: ViewProps & { placeholder: ReactNode }) {
  // The mode's chunk loads beside the editor's, not after it.
  useEffect(() => void loadLanguageExtensions(props.language), [props.language]);
  return (
    <Suspense fallback={placeholder}>
      <CodeEditorView {...props} />
    </Suspense>
  );
}

export function CodeEditor({
  theme = DEFAULT_EDITOR_THEME,
  fontSize = DEFAULT_FONT_SIZE,
  tabSize = DEFAULT_TAB_SIZE,
  readOnly = false,
  ...props
}: CodeEditorProps) {
  const placeholder = (
    <div
      className={props.className ? `${props.className} code-editor-loading` : 'code-editor-loading'}
      style={{ height: props.height, minHeight: props.minHeight ?? (props.height ? undefined : '120px'), maxHeight: props.maxHeight }}
      data-testid={props.testId ? `${props.testId}-loading` : undefined}
    />
  );
  return <LoadingEditor placeholder={placeholder} theme={theme} fontSize={fontSize} tabSize={tabSize} readOnly={readOnly} {...props} />;
}
