// Editor syntax modes: a judge language's display name → its CodeMirror language, through the language's MIME type.
import type { Extension } from '@uiw/react-codemirror';
import { StreamLanguage } from '@codemirror/language';
import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import { csharp } from '@codemirror/legacy-modes/mode/clike';
import { pascal } from '@codemirror/legacy-modes/mode/pascal';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import { languageByName } from '@verdict/shared';

const BY_MIME: Record<string, () => Extension> = {
  'text/x-c++src': cpp,
  'text/x-csrc': cpp,
  'text/x-java': java,
  'text/x-python': python,
  'text/javascript': javascript,
  'text/x-go': go,
  'text/x-rustsrc': rust,
  'text/x-php': () => php({ plain: true }),
  'text/x-pascal': () => StreamLanguage.define(pascal),
  'text/x-csharp': () => StreamLanguage.define(csharp),
  'text/x-ruby': () => StreamLanguage.define(ruby),
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

const cache = new Map<string, Extension[]>();

export const languageExtensions = (languageName: string): Extension[] => {
  const cached = cache.get(languageName);
  if (cached) return cached;
  const mime = languageByName(languageName)?.contentType ?? BY_NAME_PREFIX.find(([pattern]) => pattern.test(languageName))?.[1];
  const make = mime ? BY_MIME[mime] : undefined;
  const extensions = make ? [make()] : [];
  cache.set(languageName, extensions);
  return extensions;
};
