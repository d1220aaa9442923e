import fs from 'node:fs';
import { SandboxPool } from './src/sandbox/index.ts';
const pool = new SandboxPool({ size: 2 });
console.log('mode', pool.mode);
await pool.with(async (slot) => {
  for (const f of ['loop', 'mem', 't']) {
    fs.copyFileSync(`/tmp/bw/${f}`, `${slot.workDir}/${f}`);
    fs.chmodSync(`${slot.workDir}/${f}`, 0o755);
  }
  const limits = { cpuTimeMs: 2000, memoryKb: 128 * 1024, processes: 4, outputKb: 1024 };
  for (const argv of [['./t'], ['./loop'], ['./mem', '64'], ['./mem', '300'], ['/bin/sleep', '10']]) {
    const r = await slot.run({ argv, limits, stdoutPath: `${slot.workDir}/out`, stderrPath: `${slot.workDir}/err` });
    console.log(fs.readFileSync(`${slot.workDir}/err`, 'utf8'));
    console.log(argv.join(' '), JSON.stringify(r), fs.readFileSync(`${slot.workDir}/out`, 'utf8').trim());
  }
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await slot.run({ argv: ['./t'], limits });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log('median run ms', times[25].toFixed(2));
});
await pool.close();
