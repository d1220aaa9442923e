// Language names of HOJ, QDUOJ and Hydro files → our local languages. HOJ and QDUOJ use HOJ's names, which
// are ours; keys are accepted too. Names we do not run answer null.
import { LANGUAGES } from '@verdict/shared';
import { asList, asRecord, asText } from './package-files.ts';
import type { DraftSolution } from './problem-draft.ts';

export function localLanguageNamed(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  return LANGUAGES.find((l) => l.name.toLowerCase() === wanted || l.key === wanted)?.name ?? null;
}

/** Checker and interactor languages by the source file's extension: C++ for .cc/.cpp/.cxx, else C. */
export const checkerLanguageOfFile = (fileName: string): string => (/\.(cc|cpp|cxx|c\+\+)$/i.test(fileName) ? 'C++' : 'C');

/** Reference solutions as packages list them, `[{language, code}]`. */
export const solutionsOf = (list: unknown): DraftSolution[] =>
  asList(list).map((s) => {
    const sourceLanguage = asText(asRecord(s).language);
    return { sourceLanguage, language: localLanguageNamed(sourceLanguage), code: asText(asRecord(s).code) };
  });
