// A draft's case files as the files of an upload folder, named as the admin form's zip upload names them,
// so the admin save path stores them. Files are hard-linked (copied where links fail): nothing is read.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { uploadFilesDir } from '../../problems/index.ts';
import type { DraftCase } from './problem-draft.ts';

const PLAIN_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

/** The file's own names when plain and not yet used, else n.in / n.out (n the case number, made unique). */
function caseNames(cases: DraftCase[]): { input: string; output: string }[] {
  const used = new Set<string>();
  const take = (wanted: string | undefined, fallback: (suffix: string) => string) => {
    let name = wanted && PLAIN_NAME.test(wanted) && !used.has(wanted) ? wanted : fallback('');
    for (let n = 2; used.has(name); n++) name = fallback(`_${n}`);
    used.add(name);
    return name;
  };
  return cases.map((c, i) => {
    const input = take(c.inputName, (suffix) => `${i + 1}${suffix}.in`);
    const output = take(c.outputName, (suffix) => `${i + 1}${suffix}.out`);
    return { input, output };
  });
}

function place(source: string | null, target: string): void {
  if (source === null) fs.writeFileSync(target, '');
  else {
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
}

/** A new upload folder holding the cases; answers its id and the save form's case list. */
export function stageCases(
  dataDir: string,
  cases: DraftCase[],
): { dir: string; samples: { input: string; output: string; score?: number; groupNum?: number }[] } {
  const dir = randomUUID();
  const folder = uploadFilesDir(dataDir, dir);
  fs.mkdirSync(folder, { recursive: true });
  const names = caseNames(cases);
  cases.forEach((c, i) => {
    place(c.inputFile, path.join(folder, names[i].input));
    place(c.outputFile, path.join(folder, names[i].output));
  });
  const samples = cases.map((c, i) => ({
    ...names[i],
    ...(c.score !== undefined ? { score: c.score } : {}),
    ...(c.groupNum !== undefined ? { groupNum: c.groupNum } : {}),
  }));
  return { dir, samples };
}
