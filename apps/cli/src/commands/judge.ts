// `./verdict judge <problem-dir> <source-file> [--lang NAME]`: judges one source against a problem folder
// and prints the result as JSON; exits 0 whenever judging finished, whatever the verdict.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JUDGE_STATUS_NAMES, languageByKey, languageByName, languageForFile, LANGUAGES, type JudgeStatusCode } from '@verdict/shared';
import { CheckerCache, judge, loadProblemDir, SandboxPool } from '@verdict/judge';

const USAGE = `usage: ./verdict judge <problem-dir> <source-file> [--lang NAME]\nlanguages: ${LANGUAGES.map((l) => l.key).join(', ')}`;

export async function judgeCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { lang: { type: 'string' } }, allowPositionals: true });
  const [problemDir, sourceFile] = positionals;
  if (!problemDir || !sourceFile) {
    console.error(USAGE);
    return 2;
  }
  const language = values.lang ? (languageByKey(values.lang) ?? languageByName(values.lang)) : languageForFile(sourceFile);
  if (!language) {
    console.error(`verdict judge: cannot tell the language of ${sourceFile}; pass --lang\n${USAGE}`);
    return 2;
  }
  let problem;
  try {
    problem = loadProblemDir(path.resolve(problemDir));
  } catch (error) {
    console.error(`verdict judge: ${(error as Error).message}`);
    return 2;
  }
  const pool = new SandboxPool();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-checkers-'));
  try {
    const result = await judge(
      problem,
      { language: language.key, code: fs.readFileSync(sourceFile, 'utf8') },
      { pool, checkers: new CheckerCache(pool, cacheDir) },
    );
    const status = JUDGE_STATUS_NAMES[result.status as JudgeStatusCode];
    console.log(JSON.stringify({ ...result, status, statusCode: result.status, language: language.name }, null, 2));
    return 0;
  } finally {
    await pool.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}
