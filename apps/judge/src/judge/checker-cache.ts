// Compiled checkers and interactors, cached by the hash of their source, language and extra files, so a
// problem version's checker compiles once.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { SandboxPool } from '../sandbox/index.ts';
import { compileProgram, languageOf, type CompileOutcome } from './compile.ts';
import type { ProgramSource } from './types.ts';

export class CheckerCache {
  private readonly building = new Map<string, Promise<CompileOutcome>>();

  constructor(
    private readonly pool: SandboxPool,
    private readonly dir: string,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  get(source: ProgramSource, extraFiles: Record<string, string>): Promise<CompileOutcome> {
    const key = createHash('sha256')
      .update(JSON.stringify([source.language, source.code, Object.entries(extraFiles).sort()]))
      .digest('hex');
    const cached = this.building.get(key);
    if (cached) return cached;
    const outDir = path.join(this.dir, key);
    const build = (async (): Promise<CompileOutcome> => {
      if (fs.existsSync(path.join(outDir, '.ok')))
        return { ok: true, program: { language: languageOf(source.language), dir: outDir }, message: '' };
      fs.rmSync(outDir, { recursive: true, force: true });
      const outcome = await compileProgram(this.pool, source, outDir, extraFiles);
      if (outcome.ok) fs.writeFileSync(path.join(outDir, '.ok'), '');
      return outcome;
    })();
    this.building.set(key, build);
    // Failures are not cached: a fixed environment may compile it next time.
    build.then(
      (o) => !o.ok && this.building.delete(key),
      () => this.building.delete(key),
    );
    return build;
  }
}
