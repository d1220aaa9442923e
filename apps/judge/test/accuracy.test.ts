// Measurement accuracy: CPU time against the same program timed outside the sandbox, and peak memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from '../src/index.ts';

let pool: SandboxPool;
let work: string;
const LIMITS = { cpuTimeMs: 10_000, memoryKb: 512 * 1024, processes: 1, outputKb: 1024 };

const CPU_BOUND = `#include <stdio.h>
int main(void){ volatile unsigned long x = 0; for (unsigned long i = 0; i < 300000000UL; i++) x += i ^ (x >> 3); printf("%lu\\n", x); return 0; }`;
const TOUCH_64MB = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void){ size_t n = 64UL << 20; char *volatile p = malloc(n); for (size_t i = 0; i < n; i += 4096) p[i] = (char)i; printf("%d\\n", p[n / 2]); return 0; }`;

function build(name: string, code: string): string {
  const source = path.join(work, `${name}.c`);
  const binary = path.join(work, name);
  fs.writeFileSync(source, code);
  execFileSync('gcc', ['-O2', '-o', binary, source]);
  return binary;
}

/** CPU ms of a bare run (user + sys of the child), measured by the kernel through wait4. */
function bareCpuMs(binary: string): number {
  const script =
    'import resource,subprocess,sys; subprocess.run([sys.argv[1]], stdout=subprocess.DEVNULL); r=resource.getrusage(resource.RUSAGE_CHILDREN); print((r.ru_utime+r.ru_stime)*1000)';
  return Number(execFileSync('/usr/bin/python3', ['-c', script, binary], { encoding: 'utf8' }));
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-accuracy-'));
  fs.chmodSync(work, 0o755);
  pool = new SandboxPool({ size: 2 });
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function sandboxed(binary: string) {
  return pool.with(async (slot) => {
    const target = path.join(slot.workDir, 'prog');
    fs.copyFileSync(binary, target);
    slot.own(target);
    return slot.run({ argv: ['./prog'], limits: LIMITS });
  });
}

describe('measurement accuracy', () => {
  it('measures a CPU-bound program within 10 % of the same program timed outside the sandbox', async () => {
    const binary = build('cpu', CPU_BOUND);
    const inside: number[] = [];
    const outside: number[] = [];
    // Interleaved pairs, each a bare run and a sandboxed run back to back, so both meet the machine in the same
    // state; the median of the pairs' ratios is compared. On a shared VM single runs land in a fast or a slow
    // mode (~30 % apart, seen on either side alone), which moved a comparison of the two fastest runs to 1.19
    // in CI while the typical pair agreed within 3 %.
    for (let i = 0; i < 12; i++) {
      outside.push(bareCpuMs(binary));
      const result = await sandboxed(binary);
      expect(result.status).toBe('OK');
      inside.push(result.cpuTimeMs);
    }
    const ratio = median(inside.map((ms, i) => ms / outside[i]!));
    console.log(`cpu ms inside ${inside.join(', ')}; outside ${outside.map(Math.round).join(', ')}; ratio ${ratio.toFixed(3)}`);
    expect(Math.min(...outside)).toBeGreaterThan(100);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });

  it('measures a program that touches 64 MB at 64 MB ± 5 MB', async () => {
    const result = await sandboxed(build('mem', TOUCH_64MB));
    expect(result.status).toBe('OK');
    expect(Math.abs(result.memoryKb - 64 * 1024)).toBeLessThanOrEqual(5 * 1024);
  });
});
