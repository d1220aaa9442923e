// The editor's basic setup, in place of @uiw/codemirror-extensions-basic-setup (vite.config.ts points the package
// here, for @uiw/react-codemirror's `basicSetup` prop): CodeMirror's basic setup with the same options, less the
// completion pop-up and the lint keymap (no linter, and the judge languages' modes complete little beyond keywords),
// which leave the first load of a problem page about 14 KB lighter.
import {
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { EditorState, type Extension } from '@codemirror/state';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';

export interface BasicSetupOptions {
  tabSize?: number;
  foldGutter?: boolean;
  highlightActiveLine?: boolean;
}

export const basicSetup = (options: BasicSetupOptions = {}): Extension[] => [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  options.foldGutter === false ? [] : foldGutter(),
  drawSelection(),
  dropCursor(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  rectangularSelection(),
  options.highlightActiveLine === false ? [] : highlightActiveLine(),
  highlightSelectionMatches(),
  options.tabSize ? indentUnit.of(' '.repeat(options.tabSize)) : [],
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap]),
];
