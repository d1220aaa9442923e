// A problem folder on disk (problem.json, tests/, checker.cpp or interactor.cpp) as the judge's JudgeProblem.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { helperFields, type JudgeProblem, type ProgramSource } from './judge/types.ts';

const ProblemJsonSchema = z.object({
  title: z.string().default(''),
  timeLimitMs: z.number().int().positive().max(60_000),
  memoryLimitMb: z.number().int().positive().max(4096),
  stackLimitMb: z.number().int().positive().max(4096).optional(),
  type: z.enum(['ACM', 'OI']).default('ACM'),
  judgeMode: z.enum(['default', 'spj', 'interactive']).default('default'),
  judgeCaseMode: z.enum(['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error']).default('default'),
  isRemoveEndBlank: z.boolean().default(true),
  fileIO: z
    .object({ input: z.string().min(1), output: z.string().min(1) })
    .nullable()
    .default(null),
  ioScore: z.number().int().nonnegative().optional(),
  cases: z
    .array(
      z.object({
        in: z.string().min(1),
        out: z.string().min(1),
        score: z.number().int().nonnegative().optional(),
        group: z.number().int().optional(),
      }),
    )
    .min(1),
});

function helperSource(dir: string, base: 'checker' | 'interactor'): ProgramSource | undefined {
  for (const [ext, language] of [
    ['.cpp', 'cpp17-o2'],
    ['.cc', 'cpp17-o2'],
    ['.c', 'c-o2'],
  ] as const) {
    const file = path.join(dir, base + ext);
    if (fs.existsSync(file)) return { language, code: fs.readFileSync(file, 'utf8') };
  }
  return undefined;
}

function readExtraFiles(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

/** Loads and checks a problem folder; throws with a readable message when it is malformed. */
export function loadProblemDir(dir: string): JudgeProblem & { title: string } {
  const file = path.join(dir, 'problem.json');
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const parsed = ProblemJsonSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const p = parsed.data;
  const tests = path.join(dir, 'tests');
  const cases = p.cases.map((c) => {
    const inputPath = path.resolve(tests, c.in);
    const outputPath = path.resolve(tests, c.out);
    for (const f of [inputPath, outputPath]) if (!f.startsWith(tests + path.sep)) throw new Error(`${f} is outside ${tests}`);
    return { inputPath, outputPath, score: c.score ?? 0, group: c.group ?? 1 };
  });
  if (p.type === 'OI' && cases.every((c) => c.score === 0)) {
    // No scores given: 100 split evenly, the remainder spread over the last cases.
    const base = Math.floor(100 / cases.length);
    const extra = 100 - base * cases.length;
    cases.forEach((c, i) => (c.score = base + (i >= cases.length - extra ? 1 : 0)));
  }
  const { cases: _listed, ...settings } = p;
  return {
    ...settings,
    cases,
    ...helperFields(p.judgeMode, helperSource(dir, p.judgeMode === 'interactive' ? 'interactor' : 'checker')),
    judgeExtraFiles: readExtraFiles(path.join(dir, 'judge-extra')),
    userExtraFiles: readExtraFiles(path.join(dir, 'user-extra')),
  };
}
