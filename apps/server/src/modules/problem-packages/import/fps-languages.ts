// FPS language names (HUSTOJ's) → our languages. HUSTOJ compiles C and C++ with -O2, so those map to the O2
// variants; a name with no local language answers null (the solution is kept, and skipped when verifying).
import { languageByName } from '@verdict/shared';

const FPS_LANGUAGES: Record<string, string> = {
  c: 'C With O2',
  'c++': 'C++ With O2',
  java: 'Java',
  python: 'Python3',
  python3: 'Python3',
  pypy3: 'PyPy3',
  go: 'Golang',
  golang: 'Golang',
  javascript: 'JavaScript Node',
  php: 'PHP',
  pascal: 'Pascal',
  ruby: 'Ruby',
  'c#': 'C#',
  rust: 'Rust',
};

export function languageOfFps(name: string): string | null {
  const mapped = FPS_LANGUAGES[name.trim().toLowerCase()];
  return mapped && languageByName(mapped) ? mapped : null;
}

/**
 * For exports: the FPS name (lower case) that reads back as our `language`; other C and C++ standards take
 * the name of the language compiled from the same kind of source file (C++ 17 → c++). Null when none.
 */
export function fpsNameOf(language: string): string | null {
  const names = Object.keys(FPS_LANGUAGES);
  const sourceFile = languageByName(language)?.sourceFile;
  return (
    names.find((n) => FPS_LANGUAGES[n] === language) ??
    names.find((n) => sourceFile !== undefined && languageByName(FPS_LANGUAGES[n])?.sourceFile === sourceFile) ??
    null
  );
}
