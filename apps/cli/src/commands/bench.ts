// `./verdict bench NAME`: runs bench/NAME.ts, which measures its baseline in the same run and ends with one
// JSON line of its figures.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

export async function bench(args: string[]): Promise<number | void> {
  const dir = path.join(REPO_ROOT, 'bench');
  const available = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''));
  const [name] = args;
  if (!name || !available.includes(name)) {
    console.error(`usage: ./verdict bench NAME\nbenchmarks: ${available.join(', ')}`);
    return 2;
  }
  const module = (await import(path.join(dir, `${name}.ts`))) as { main: () => Promise<void> };
  await module.main();
  return 0;
}
