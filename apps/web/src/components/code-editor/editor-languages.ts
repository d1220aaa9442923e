// Editor syntax modes: a judge language's display name → its CodeMirror language, through the language's MIME type.
// Each mode is its own chunk, fetched when a language is first shown (the problem page loads one, not all eleven);
// loaded modes are kept, so switching back is immediate.
import type { Extension } from '@uiw/react-codemirror';
import type { StreamParser } from '@codemirror/language';
import { languageByName } from '@verdict/shared';

/** A CodeMirror 5 mode (legacy-modes) wrapped for CodeMirror 6. */
const legacy = async (parser: Promise<StreamParser<unknown>>): Promise<Extension> => {
  const [{ legacyLanguage }, mode] = await Promise.all([import('./legacy-language'), parser]);
  return legacyLanguage(mode);
};
const clike = () => import('@codemirror/legacy-modes/mode/clike');

const BY_MIME: Record<string, () => Promise<Extension>> = {
  // C and C++ by CodeMirror 5's C-like modes (as the reference's editor): a third of the size of the Lezer C++
  // grammar (33 KB compressed with its parser), on the page most visitors open.
  'text/x-c++src': () => legacy(clike().then((m) => m.cpp)),
  'text/x-csrc': () => legacy(clike().then((m) => m.c)),
  'text/x-java': () => import('@codemirror/lang-java').then((m) => m.java()),
  'text/x-python': () => import('@codemirror/lang-python').then((m) => m.python()),
  'text/javascript': () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  'text/x-go': () => import('@codemirror/lang-go').then((m) => m.go()),
  'text/x-rustsrc': () => import('@codemirror/lang-rust').then((m) => m.rust()),
  'text/x-php': () => import('@codemirror/lang-php').then((m) => m.php({ plain: true })),
  'text/x-pascal': () => legacy(import('@codemirror/legacy-modes/mode/pascal').then((m) => m.pascal)),
  'text/x-csharp': () => legacy(clike().then((m) => m.csharp)),
  'text/x-ruby': () => legacy(import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)),
};

/** Names of languages the judge does not know (remote judges) are matched by their leading word. */
const BY_NAME_PREFIX: [RegExp, string][] = [
  [/^(G?\+\+|C\+\+|Clang\+\+)/i, 'text/x-c++src'],
  [/^C#/i, 'text/x-csharp'],
  [/^(GNU )?C\b/i, 'text/x-csrc'],
  [/^Java\b/i, 'text/x-java'],
  [/^(Py|Python)/i, 'text/x-python'],
  [/^(JavaScript|Node)/i, 'text/javascript'],
  [/^(Go|Golang)\b/i, 'text/x-go'],
  [/^Rust/i, 'text/x-rustsrc'],
  [/^PHP/i, 'text/x-php'],
  [/^(Pascal|Free Pascal|Delphi)/i, 'text/x-pascal'],
  [/^Ruby/i, 'text/x-ruby'],
];

/** The MIME type of a language name, when the editor has a mode for it. */
export const modeOf = (languageName: string): string | undefined => {
  const mime = languageByName(languageName)?.contentType ?? BY_NAME_PREFIX.find(([pattern]) => pattern.test(languageName))?.[1];
  return mime && mime in BY_MIME ? mime : undefined;
};

const loading = new Map<string, Promise<Extension[]>>();
const loaded = new Map<string, Extension[]>();

/** The mode of the language once loaded (undefined while it loads); no mode at all is `[]`. */
export const loadedLanguageExtensions = (languageName: string): Extension[] | undefined => {
  const mime = modeOf(languageName);
  return mime ? loaded.get(mime) : [];
};

/** Loads (once) the mode of the language: `[]` for a language without one, or when its chunk cannot be fetched. */
export const loadLanguageExtensions = (languageName: string): Promise<Extension[]> => {
  const mime = modeOf(languageName);
  if (!mime) return Promise.resolve([]);
  let pending = loading.get(mime);
  if (!pending) {
    pending = BY_MIME[mime]().then(
      (extension) => {
        loaded.set(mime, [extension]);
        return [extension];
      },
      () => {
        // Without its mode the editor still edits, unhighlighted; a later load tries again.
        loading.delete(mime);
        return [];
      },
    );
    loading.set(mime, pending);
  }
  return pending;
};
