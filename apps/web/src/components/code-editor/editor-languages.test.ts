// The editor's syntax modes: each judge language finds its mode through its MIME type (remote judges' names by their
// leading word), and a mode is loaded only when asked for, once, and kept.
import { describe, expect, it } from 'vitest';
import { EditorState, type Extension } from '@codemirror/state';
import { foldable, LanguageSupport, StreamLanguage } from '@codemirror/language';
import { LANGUAGES } from '@verdict/shared';
import { loadedLanguageExtensions, loadLanguageExtensions, modeOf } from './editor-languages';

/** The CodeMirror 5 mode's language among a mode's extensions. */
const streamLanguageOf = (extension: Extension): StreamLanguage<unknown> | undefined =>
  extension instanceof StreamLanguage ? extension : Array.isArray(extension) ? extension.map(streamLanguageOf).find(Boolean) : undefined;

/** Where each line of `doc` folds to under the language's mode (null: the line does not fold). */
async function foldsOf(language: string, doc: string) {
  const state = EditorState.create({ doc, extensions: await loadLanguageExtensions(language) });
  return Array.from({ length: state.doc.lines }, (_, index) => {
    const line = state.doc.line(index + 1);
    const range = foldable(state, line.from, line.to);
    return range && state.sliceDoc(range.from, range.to);
  });
}

describe('editor language modes', () => {
  it('has a mode for every judge language, and for remote judges by their leading word', () => {
    for (const language of LANGUAGES) expect(modeOf(language.name), language.name).toBe(language.contentType);
    expect(modeOf('G++ 17 7.3.0')).toBe('text/x-c++src');
    expect(modeOf('GNU C (GCC 9)')).toBe('text/x-csrc');
    expect(modeOf('Python 3.8')).toBe('text/x-python');
    expect(modeOf('Free Pascal 3')).toBe('text/x-pascal');
    expect(modeOf('Brainfuck')).toBeUndefined();
  });

  it('loads a mode when it is first asked for, once, and keeps it', async () => {
    expect(loadedLanguageExtensions('Golang')).toBeUndefined();
    const pending = loadLanguageExtensions('Golang');
    expect(loadLanguageExtensions('Golang')).toBe(pending);
    const [go] = await pending;
    expect(go).toBeInstanceOf(LanguageSupport);
    expect(loadedLanguageExtensions('Golang')).toEqual([go]);
    // Another language is not loaded along with it.
    expect(loadedLanguageExtensions('Rust')).toBeUndefined();
  });

  it('wraps CodeMirror 5 modes, and has no mode (nothing to load) for an unknown language', async () => {
    const [ruby] = await loadLanguageExtensions('Ruby');
    expect(streamLanguageOf(ruby!)?.name).toBe('ruby');
    expect(loadedLanguageExtensions('Brainfuck')).toEqual([]);
    expect(await loadLanguageExtensions('Brainfuck')).toEqual([]);
  });

  it('highlights C and C++ by CodeMirror 5 C-like modes, which fold brace blocks', async () => {
    const cpp = LANGUAGES.find((language) => language.contentType === 'text/x-c++src')!.name;
    const c = LANGUAGES.find((language) => language.contentType === 'text/x-csrc')!.name;
    expect(streamLanguageOf((await loadLanguageExtensions(cpp))[0]!)?.name).toBe('cpp');
    expect(streamLanguageOf((await loadLanguageExtensions(c))[0]!)?.name).toBe('c');
    const program = ['int main() {', '  if (x) { y(); }', '  puts("{");', '  for (;;) {', '    z();', '  }', '}', 'struct S {};'];
    expect(await foldsOf(cpp, program.join('\n'))).toEqual([
      '\n  if (x) { y(); }\n  puts("{");\n  for (;;) {\n    z();\n  }\n',
      null, // a block closed on its own line
      null, // a brace in a string is not a block
      '\n    z();\n  ',
      null,
      null,
      null,
      null,
    ]);
    // A brace in a string does not close a block either.
    expect(await foldsOf(c, 'void f() {\n  puts("}");\n}')).toEqual(['\n  puts("}");\n', null, null]);
  });
});
