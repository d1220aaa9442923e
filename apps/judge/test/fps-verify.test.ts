// `./verdict import <file> --verify` on PerformanceTest.xml: imported into a fresh data folder, every reference
// solution judged in the sandbox, one line per solution and the JSON counts at the end. (aplusb-multilang.xml is
// verified through the back office's queue in verify-solutions.test.ts; yibentong imports in the server tests.)
// PerformanceTest: its 114 C/C++ solutions; #3–#14 are the file's judge stress programs (heavy loops that
// print something else than a+b), never Accepted; every other one is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importCommand } from '../../cli/src/commands/import.ts';

const fps = (name: string) => path.resolve(import.meta.dirname, '../../../test-data/fps', name);
const TIMEOUT = 900_000;

let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, ADMIN_PASSWORD: process.env.ADMIN_PASSWORD };

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-import-verify-'));
  Object.assign(process.env, { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Root1234' });
  delete process.env.DATABASE_URL;
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the command; answers its exit code, the verdict line of each solution and the final counts. */
async function importAndVerify(file: string) {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  const code = await importCommand([file, '--verify']);
  // "P6 #3 C++: Wrong Answer 311 ms 512 KB" → 3 → "Wrong Answer"
  const verdicts = lines.flatMap((line) => {
    const match = /^\S+ #(\d+) [^:]+: ([A-Z][A-Za-z ]*?)(?= \d+ ms| \(|$)/.exec(line);
    return match ? [[Number(match[1]), match[2]] as const] : [];
  });
  const verdictOf = new Map(verdicts);
  return {
    code,
    verdictOf,
    counts: JSON.parse(lines.at(-1)!) as { imported: number; failed: number; solutions: number; verdicts: Record<string, number> },
  };
}

describe('./verdict import --verify', () => {
  it(
    'PerformanceTest.xml: a verdict for each of the 114 solutions, Accepted but for the stress programs #3–#14',
    { timeout: TIMEOUT },
    async () => {
      const { code, counts, verdictOf } = await importAndVerify(fps('PerformanceTest.xml'));
      expect(code).toBe(0);
      expect(counts.solutions).toBe(114);
      expect(verdictOf.size).toBe(114);
      const stress = new Set(Array.from({ length: 12 }, (_, i) => i + 3));
      for (const [n, verdict] of verdictOf) {
        if (stress.has(n)) expect(['Wrong Answer', 'Time Limit Exceeded'], `#${n}`).toContain(verdict);
        else expect(verdict, `#${n}`).toBe('Accepted');
      }
      expect(counts.verdicts.Accepted).toBe(102);
    },
  );
});
