// The editor's syntax modes: each judge language finds its mode through its MIME type (remote judges' names by their
// leading word), and a mode is loaded only when asked for, once, and kept.
import { describe, expect, it } from 'vitest';
import { LanguageSupport, StreamLanguage } from '@codemirror/language';
import { LANGUAGES } from '@verdict/shared';
import { loadedLanguageExtensions, loadLanguageExtensions, modeOf } from './editor-languages';

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
    expect(ruby).toBeInstanceOf(StreamLanguage);
    expect(loadedLanguageExtensions('Brainfuck')).toEqual([]);
    expect(await loadLanguageExtensions('Brainfuck')).toEqual([]);
  });
});
