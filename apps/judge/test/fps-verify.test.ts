// Verifying an FPS import: aplusb-multilang.xml imported through the real import service, then every
// reference solution judged in the sandbox against the stored problem: the ones in languages we run are
// Accepted, Fortran (no local language) has none to run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, JUDGE_STATUS_NAMES, type JudgeStatusCode } from '@verdict/shared';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { seed } from '../../server/src/seed.ts';
import { importProblemFile, rootImporter, verificationTargets } from '../../server/src/modules/problems/import/index.ts';
import { testDataPath } from '../../server/src/modules/judge/testdata.ts';
import { CheckerCache, judge, SandboxPool, toJudgeProblem } from '../src/index.ts';

const FPS = path.resolve(import.meta.dirname, '../../../test-data/fps/aplusb-multilang.xml');

let database: Database;
let dataDir: string;
let pool: SandboxPool;
let checkers: CheckerCache;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-fps-verify-'));
  await seed(database.db, { adminPassword: 'Root1234', demo: false, dataDir });
  pool = new SandboxPool();
  checkers = new CheckerCache(pool, path.join(dataDir, 'checkers'));
});

afterAll(async () => {
  await pool?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('verifying the import of aplusb-multilang.xml', () => {
  it('judges every solution in a language we run as Accepted; Fortran is left unjudged', { timeout: 600_000 }, async () => {
    const report = await importProblemFile(database.db, dataDir, await rootImporter(database.db), FPS, 'en-US');
    expect(report.failed).toEqual([]);
    const [target] = await verificationTargets(database.db, report.imported.map((p) => p.pid));
    expect(target.solutions.filter((s) => s.language === null).map((s) => s.sourceLanguage)).toEqual(['Fortran']);
    const problem = await toJudgeProblem(target.problem, (hash) => testDataPath(dataDir, hash));
    const verdicts: string[] = [];
    for (const solution of target.solutions.filter((s) => s.language !== null)) {
      const result = await judge(problem, { language: solution.language!, code: solution.code }, { pool, checkers });
      verdicts.push(`${solution.sourceLanguage}: ${JUDGE_STATUS_NAMES[result.status as JudgeStatusCode]} ${result.compileMessage.slice(0, 200)}${result.errorMessage}`);
      expect(result.status, verdicts.at(-1)).toBe(JudgeStatus.Accepted);
    }
    expect(verdicts).toHaveLength(7);
  });
});
