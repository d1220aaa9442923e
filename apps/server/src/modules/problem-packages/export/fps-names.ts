// Language names written into FPS files: the name the importer reads back (import/fps-languages.ts), spelt
// as HUSTOJ lists its languages, since HUSTOJ and HOJ compare the names case-sensitively (Rust and PyPy3,
// which HUSTOJ lacks, as their own projects spell them).
import { fpsNameOf } from '../import/fps-languages.ts';

const HUSTOJ_SPELLING = ['C', 'C++', 'Pascal', 'Java', 'Ruby', 'Python', 'PHP', 'C#', 'JavaScript', 'Go', 'Rust', 'PyPy3'];

/** Our language name → its FPS name, or null when FPS has none for it. */
export function fpsLanguageName(language: string): string | null {
  const name = fpsNameOf(language);
  if (name === null) return null;
  return HUSTOJ_SPELLING.find((spelt) => spelt.toLowerCase() === name) ?? name;
}
