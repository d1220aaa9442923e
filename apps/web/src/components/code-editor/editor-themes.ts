// Editor themes of spec 000 §2: the packaged ones, plus IDEA and base16-dark recreated from their CodeMirror 5 colours.
// Part of the lazily loaded editor (code-editor-view); the names and sizes are in editor-settings.
import type { Extension } from '@uiw/react-codemirror';
import { createTheme } from '@uiw/codemirror-themes';
import { dracula, eclipse, material, monokai, solarizedLight } from '@uiw/codemirror-themes-all';
import { cobalt } from 'thememirror';
import { tags as t } from '@lezer/highlight';
import type { EditorTheme } from './editor-settings';

const idea = createTheme({
  theme: 'light',
  settings: {
    background: '#ffffff',
    foreground: '#000000',
    caret: '#000000',
    selection: '#b5d5ff',
    selectionMatch: '#e3e3ff',
    lineHighlight: '#fffae3',
    gutterBackground: '#f7f7f7',
    gutterForeground: '#999999',
    gutterBorder: '#e8e8e8',
  },
  styles: [
    { tag: [t.keyword, t.atom, t.bool, t.null], color: '#000080', fontWeight: 'bold' },
    { tag: t.number, color: '#0000ff' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#808080', fontStyle: 'italic' },
    { tag: [t.string, t.special(t.string), t.character], color: '#008000', fontWeight: 'bold' },
    { tag: [t.meta, t.processingInstruction, t.annotation], color: '#808000' },
    { tag: [t.standard(t.variableName), t.typeName], color: '#3300aa' },
    { tag: t.tagName, color: '#117700' },
    { tag: t.attributeName, color: '#0000cc' },
    { tag: t.link, color: '#221199' },
    { tag: t.invalid, color: '#ff0000' },
  ],
});

const base16Dark = createTheme({
  theme: 'dark',
  settings: {
    background: '#151515',
    foreground: '#e0e0e0',
    caret: '#b0b0b0',
    selection: '#303030',
    selectionMatch: '#303030',
    lineHighlight: '#202020',
    gutterBackground: '#151515',
    gutterForeground: '#505050',
    gutterBorder: '#151515',
  },
  styles: [
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#8f5536' },
    { tag: [t.atom, t.number, t.bool, t.null], color: '#aa759f' },
    { tag: [t.propertyName, t.attributeName, t.variableName], color: '#90a959' },
    { tag: [t.keyword, t.tagName], color: '#ac4142' },
    { tag: [t.string, t.special(t.string), t.character], color: '#f4bf75' },
    { tag: [t.definition(t.variableName), t.function(t.variableName), t.typeName], color: '#d28445' },
    { tag: [t.meta, t.processingInstruction], color: '#6a9fb5' },
    { tag: t.link, color: '#aa759f' },
    { tag: t.invalid, color: '#b0b0b0', backgroundColor: '#ac4142' },
  ],
});

export const EDITOR_THEMES: Record<EditorTheme, Extension> = {
  monokai,
  solarized: solarizedLight,
  material,
  idea,
  eclipse,
  'base16-dark': base16Dark,
  cobalt,
  dracula,
};
