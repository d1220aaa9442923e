// Benchmark: a ~680 MB FPS file (24 items of 5 cases of 2 MB in and out, and one item whose single case is
// 100 MB in and out) imported into the embedded database, against the least any import must do in the same run: read the
// file and write its bytes once (a hashed copy). Peak memory is the process's high-water mark (VmHWM),
// reset before each phase, minus its size before: the file must stream, never sit in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/seed.ts';
import { importProblemFile, rootImporter } from '../apps/server/src/modules/problem-packages/import/index.ts';

const ITEMS = 24;
const CASES = 5;
const CASE_BYTES = 2 * 1024 * 1024;
const HUGE_CASE_BYTES = 100 * 1024 * 1024;
/** Target: the import's memory does not grow with the file (well under one case of the huge item). */
const PEAK_GROWTH_TARGET_MB = 200;

const MB = 1024 * 1024;

/** Lines of numbers, `bytes` long, different for every `seed`. */
function* numbers(seed: number, bytes: number): Generator<string> {
  const line = `${Array.from({ length: 16 }, (_, i) => (seed * 7919 + i * 104_729) % 1_000_003).join(' ')}\n`;
  const block = line.repeat(Math.ceil((1024 * 1024) / line.length));
  let left = bytes;
  yield `${seed}\n`;
  while (left > 0) {
    const part = block.slice(0, Math.min(left, block.length));
    left -= part.length;
    yield part;
  }
}

function* fpsFile(): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.4">\n';
  const item = function* (n: number, cases: number, bytes: number) {
    yield `<item><title><![CDATA[Big ${n}]]></title><time_limit unit="ms">1000</time_limit><memory_limit unit="mb">256</memory_limit>`;
    yield `<description><![CDATA[<p>Echo the input.</p>]]></description><sample_input>1</sample_input><sample_output>1</sample_output>`;
    for (let c = 0; c < cases; c++) {
      for (const tag of ['test_input', 'test_output']) {
        yield `<${tag}><![CDATA[`;
        yield* numbers(n * 1000 + c, bytes);
        yield `]]></${tag}>`;
      }
    }
    yield `<solution language="Python"><![CDATA[import sys\nsys.stdout.write(sys.stdin.read())]]></solution></item>\n`;
  };
  for (let n = 1; n <= ITEMS; n++) yield* item(n, CASES, CASE_BYTES);
  yield* item(ITEMS + 1, 1, HUGE_CASE_BYTES);
  yield '</fps>\n';
}

/** Resets the high-water mark of resident memory, then answers a reader of its growth in MB. */
function peakTracker(): () => number {
  const status = () => fs.readFileSync('/proc/self/status', 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status())?.[1] ?? 0);
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const before = kb('VmRSS');
  return () => (kb('VmHWM') - before) / 1024;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number; peakMb: number }> {
  global.gc?.();
  const peak = peakTracker();
  const start = process.hrtime.bigint();
  const value = await fn();
  return { value, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMb: peak() };
}

export async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-bench-fps-import-'));
  const dataDir = path.join(work, 'data');
  try {
    const file = path.join(work, 'big.xml');
    await pipeline(fpsFile(), fs.createWriteStream(file));
    const fileMb = fs.statSync(file).size / MB;
    console.log(`generated ${file}: ${fileMb.toFixed(0)} MB, ${ITEMS + 1} problems`);

    const baseline = await timed(async () => {
      const hash = createHash('sha256');
      await pipeline(
        fs.createReadStream(file),
        async function* (chunks) {
          for await (const chunk of chunks) {
            hash.update(chunk as Buffer);
            yield chunk;
          }
        },
        fs.createWriteStream(path.join(work, 'copy.xml')),
      );
      fs.rmSync(path.join(work, 'copy.xml'));
      return hash.digest('hex');
    });
    console.log(
      `baseline (read, hash and write the file once): ${baseline.seconds.toFixed(1)} s, peak growth ${baseline.peakMb.toFixed(0)} MB`,
    );

    fs.mkdirSync(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      await seed(database.db, { adminPassword: 'Bench1234', demo: false, dataDir });
      const user = await rootImporter(database.db);
      const imported = await timed(() => importProblemFile(database.db, dataDir, user, file, 'en-US'));
      const report = imported.value;
      if (report.failed.length || report.imported.length !== ITEMS + 1) throw new Error(`import failed: ${JSON.stringify(report.failed)}`);
      const ratio = imported.seconds / baseline.seconds;
      console.log(
        `import: ${imported.seconds.toFixed(1)} s (${(fileMb / imported.seconds).toFixed(0)} MB/s), ratio to baseline ${ratio.toFixed(2)}`,
      );
      console.log(
        `import peak memory growth: ${imported.peakMb.toFixed(0)} MB (target < ${PEAK_GROWTH_TARGET_MB} MB for a ${fileMb.toFixed(0)} MB file)`,
      );
      console.log(
        JSON.stringify({
          bench: 'fps-import',
          fileMb: Math.round(fileMb),
          problems: report.imported.length,
          importSeconds: Number(imported.seconds.toFixed(2)),
          baselineSeconds: Number(baseline.seconds.toFixed(2)),
          ratio: Number(ratio.toFixed(2)),
          peakRssGrowthMb: Math.round(imported.peakMb),
          targetPeakRssGrowthMb: PEAK_GROWTH_TARGET_MB,
        }),
      );
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
