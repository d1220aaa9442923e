// Precompiled headers: <bits/stdc++.h> parsed once per judge host for each C++ language (its compiler, standard
// and flags), kept in a host folder the boxes bind read-only and show to compile runs only, and put in front of
// the compiler's search path so GCC finds `bits/stdc++.h.gch` before the header. A C++ A+B then compiles in a
// fraction of the time. Built by the worker at start (the compiler, run by the worker on a system header: trusted
// input), checked in the sandbox to be really used (-H), and rebuilt when the compiler, the headers or the flags
// change; a failure only leaves that language without one. docs/judge.md, "Precompiled headers".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { LANGUAGES, type LanguageDefinition } from '@verdict/shared';
import { BOX_PCH_VIEW, boxEnv, makeScratchDir, type SandboxPool } from '../sandbox/index.ts';
import { writeFiles } from './files.ts';

/** The host folder of precompiled headers (`off` judges without them); see defaultPchDir. */
export const PCH_DIR_ENV = 'VERDICT_JUDGE_PCH_DIR';
/** Bumped when the way entries are built or laid out changes: every entry is then built anew. */
const FORMAT = 1;
const MANIFEST = 'manifest.json';
const BUILD_PREFIX = '.build-';
/** A build folder this old was left by a worker that died while building: removed. */
const STALE_BUILD_MS = 3600_000;
const BUILD_TIMEOUT_MS = 300_000;
const NICE = '/usr/bin/nice';
/** The probe that checks an entry is used: a syntax check of one include, in the sandbox as a submission is. */
const PROBE_LIMITS = { cpuTimeMs: 10_000, wallTimeMs: 30_000, memoryKb: 512 * 1024, processes: 128, outputKb: 16 * 1024, openFiles: 256 };

/** Where a judge host keeps its precompiled headers: VERDICT_JUDGE_PCH_DIR, else /var/cache/verdict/pch as root. */
export function defaultPchDir(): string | null {
  const configured = process.env[PCH_DIR_ENV];
  if (configured === 'off') return null;
  if (configured) return path.resolve(configured);
  return process.getuid?.() === 0
    ? '/var/cache/verdict/pch'
    : path.join(os.tmpdir(), `verdict-cache-${process.getuid?.() ?? 'user'}`, 'pch');
}

const STICKY = 0o1000;

/** A real folder (not a link) of this user's that no one else can write to, or an error saying what is wrong. */
function assertOwnFolder(dir: string): void {
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== process.getuid!() || (stat.mode & 0o022) !== 0)
    throw new Error(
      `${dir} must be a folder of the judge's user that others cannot write to (it is owner ${stat.uid}, mode ${(stat.mode & 0o7777).toString(8)})`,
    );
}

/**
 * Makes `dir` a real folder of this user's, 0755, in a folder of this user's that others cannot write to (made
 * 0700 when missing), itself in one others cannot rename it in: so no other user can add, change or swap an
 * entry, and the boxes (which bind `dir` itself) can read it. Nothing found there is ever removed: a folder that
 * does not qualify is an error (the worker then compiles without precompiled headers).
 */
export function ensurePchDir(dir: string): void {
  const parent = path.dirname(dir);
  if (!fs.existsSync(parent)) fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  assertOwnFolder(parent);
  const grandparent = fs.statSync(path.dirname(parent));
  if ((grandparent.mode & 0o022) !== 0 && (grandparent.mode & STICKY) === 0)
    throw new Error(`${path.dirname(parent)} is writable by others: ${parent} could be swapped`);
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { mode: 0o755 });
  assertOwnFolder(dir);
  fs.chmodSync(dir, 0o755);
}

interface RunOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a trusted host command (the system compiler) with the box's environment, never the worker's own. */
function runHost(
  argv: string[],
  options: { cwd?: string; timeoutMs?: number; nice?: boolean; signal?: AbortSignal } = {},
): Promise<RunOutput> {
  // A build runs beside judging: the tasks have the cores first (nice reaches cc1plus, which the driver starts).
  const command = options.nice && fs.existsSync(NICE) ? [NICE, '-n', '10', ...argv] : argv;
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: options.cwd ?? '/',
      env: boxEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 30_000,
      killSignal: 'SIGKILL',
      signal: options.signal,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-64 * 1024)));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const statFacts = (file: string) => {
  const stat = fs.statSync(file);
  return { path: file, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
};

/** The include search path of `compiler` with `flags` (`-E -v` on an empty file), in order. */
async function searchDirs(compiler: string, flags: string[]): Promise<string[]> {
  const { code, stderr } = await runHost([compiler, ...flags, '-x', 'c++', '-E', '-v', '/dev/null']);
  if (code !== 0) throw new Error(`${compiler} -E -v failed: ${stderr.trim().slice(-500)}`);
  const lines = stderr.split('\n');
  const start = lines.findIndex((l) => l.startsWith('#include <...> search starts here:'));
  const end = lines.findIndex((l) => l.startsWith('End of search list.'));
  if (start < 0 || end < start) throw new Error(`cannot read the include search path of ${compiler}`);
  return lines.slice(start + 1, end).map((l) => path.resolve(l.trim()));
}

export interface PchPlan {
  language: LanguageDefinition;
  compiler: string;
  flags: string[];
  header: string;
  /** The header's file on this host (the first of the search path that has it). */
  headerPath: string;
  /** The entry's folder name: a hash of everything that makes the precompiled header valid. */
  key: string;
}

/**
 * What the entry of `language` is keyed by: the compiler (its resolved path, file, `--version`,
 * `-dumpfullversion` and its cc1plus), the flags, the header's file and every folder of the include search path
 * (dpkg replacing a header changes its folder's mtime). Any change gives a new key, hence a new build.
 */
export async function planFor(language: LanguageDefinition): Promise<PchPlan | null> {
  if (!language.precompile || !language.compile) return null;
  const compiler = language.compile[0];
  if (!fs.existsSync(compiler)) return null;
  const { header, flags } = language.precompile;
  const [version, fullVersion, cc1plus, dirs] = await Promise.all([
    runHost([compiler, '--version']),
    runHost([compiler, '-dumpfullversion']),
    runHost([compiler, '-print-prog-name=cc1plus']),
    searchDirs(compiler, flags),
  ]);
  const headerDir = dirs.find((dir) => fs.existsSync(path.join(dir, header)));
  if (!headerDir) throw new Error(`${header} is not on the include path of ${compiler}`);
  const headerPath = fs.realpathSync(path.join(headerDir, header));
  const cc1 = cc1plus.stdout.trim();
  const facts = {
    format: FORMAT,
    compiler: statFacts(fs.realpathSync(compiler)),
    version: version.stdout,
    fullVersion: fullVersion.stdout.trim(),
    cc1plus: path.isAbsolute(cc1) && fs.existsSync(cc1) ? statFacts(fs.realpathSync(cc1)) : cc1,
    flags,
    header,
    headerFile: statFacts(headerPath),
    searchPath: dirs.filter((dir) => fs.existsSync(dir)).map(statFacts),
  };
  const key = createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 32);
  return { language, compiler, flags, header, headerPath, key };
}

interface Manifest {
  format: number;
  language: string;
  compiler: string;
  flags: string[];
  header: string;
  headerPath: string;
  gchBytes: number;
  builtAt: string;
}

const gchPath = (entryDir: string, header: string) => path.join(entryDir, `${header}.gch`);

/** True when `entryDir` holds a finished entry: its manifest and a precompiled header of the recorded size, ours. */
function isComplete(entryDir: string, header: string): boolean {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(entryDir, MANIFEST), 'utf8')) as Manifest;
    const gch = fs.lstatSync(gchPath(entryDir, header));
    return manifest.format === FORMAT && gch.isFile() && gch.uid === process.getuid!() && gch.size === manifest.gchBytes;
  } catch {
    return false;
  }
}

export interface PrecompiledHeadersOptions {
  log?: (message: string) => void;
}

const attached = new WeakMap<SandboxPool, PrecompiledHeaders>();

/** The precompiled headers that compile in `pool` (PrecompiledHeaders.prepare attaches them), if any. */
export const precompiledHeadersOf = (pool: SandboxPool): PrecompiledHeaders | undefined => attached.get(pool);

export class PrecompiledHeaders {
  readonly dir: string;
  /** Language key → entry folder name, once that entry is built and checked. */
  private readonly ready = new Map<string, string>();
  private readonly log: (message: string) => void;
  private readonly closing = new AbortController();

  /** `dir`: the host folder (made safe here, see ensurePchDir); pools that use it bind it (PoolOptions.pchDir). */
  constructor(dir: string, options: PrecompiledHeadersOptions = {}) {
    this.dir = path.resolve(dir);
    this.log = options.log ?? ((m) => console.error(`[pch] ${m}`));
    ensurePchDir(this.dir);
  }

  /** The compile argv words that make GCC use the entry of `language` (after the compiler), or null. */
  compileArgs(language: LanguageDefinition): string[] | null {
    const entry = this.ready.get(language.key);
    // -Winvalid-pch says why GCC passed over an entry; the languages' -w keeps it out of every compile message.
    return entry ? [`-I${BOX_PCH_VIEW}/${entry}`, '-Winvalid-pch'] : null;
  }

  /** Keys of the languages whose precompiled header is in use. */
  readyLanguages(): string[] {
    return [...this.ready.keys()];
  }

  /**
   * Finds or builds the entry of every C++ language (or of `languages`), one after the other, and has `pool`'s
   * compilations use each as soon as it is ready; removes entries no current language has (only when preparing
   * them all). Never throws: a language whose entry cannot be built compiles without one, as before.
   */
  async prepare(pool: SandboxPool, options: { languages?: string[] } = {}): Promise<void> {
    const wanted = LANGUAGES.filter((l) => l.precompile && (!options.languages || options.languages.includes(l.key)));
    const keys = new Set<string>();
    for (const language of wanted) {
      if (this.closing.signal.aborted) return;
      const key = await this.prepareLanguage(pool, language);
      if (key) keys.add(key);
    }
    if (!options.languages) this.prune(keys);
  }

  /** Finds or builds the entry of one language; its key, or null (logged) when it has none. */
  async prepareLanguage(pool: SandboxPool, language: LanguageDefinition): Promise<string | null> {
    if (pool.pchDir !== this.dir) {
      this.log(`the sandbox does not bind ${this.dir}: compiling without precompiled headers`);
      return null;
    }
    attached.set(pool, this);
    try {
      const plan = await planFor(language);
      if (!plan) return null;
      const entryDir = path.join(this.dir, plan.key);
      if (!isComplete(entryDir, plan.header)) {
        const started = Date.now();
        await this.build(pool, plan);
        this.log(`${language.key}: ${plan.header} precompiled in ${((Date.now() - started) / 1000).toFixed(1)} s (${entryDir})`);
      }
      this.ready.set(language.key, plan.key);
      return plan.key;
    } catch (error) {
      if (!this.closing.signal.aborted)
        this.log(`${language.key}: no precompiled header, compiling without it: ${(error as Error).message}`);
      return null;
    }
  }

  /** Stops a build in progress (the worker is stopping). */
  close(): void {
    this.closing.abort();
  }

  /**
   * Builds in a folder of its own, checks in the sandbox that GCC uses it, then renames it into place (atomic:
   * a compile sees a whole entry or none; of two workers building the same entry, the second finds it there).
   */
  private async build(pool: SandboxPool, plan: PchPlan): Promise<void> {
    const name = `${BUILD_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`;
    const buildDir = path.join(this.dir, name);
    const target = gchPath(buildDir, plan.header);
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
      const built = await runHost([plan.compiler, ...plan.flags, '-x', 'c++-header', plan.headerPath, '-o', target], {
        cwd: buildDir,
        timeoutMs: BUILD_TIMEOUT_MS,
        nice: true,
        signal: this.closing.signal,
      });
      if (built.code !== 0 || !fs.existsSync(target))
        throw new Error(`the compiler failed (${built.code}): ${built.stderr.trim().slice(-1000)}`);
      fs.chmodSync(target, 0o644);
      const manifest: Manifest = {
        format: FORMAT,
        language: plan.language.key,
        compiler: plan.compiler,
        flags: plan.flags,
        header: plan.header,
        headerPath: plan.headerPath,
        gchBytes: fs.statSync(target).size,
        builtAt: new Date().toISOString(),
      };
      fs.writeFileSync(path.join(buildDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o644 });
      await this.checkUsed(pool, plan, name);
      try {
        fs.renameSync(buildDir, path.join(this.dir, plan.key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
        // Another worker on this host finished the same entry first; an incomplete one is replaced.
        if (!isComplete(path.join(this.dir, plan.key), plan.header)) {
          fs.rmSync(path.join(this.dir, plan.key), { recursive: true, force: true });
          fs.renameSync(buildDir, path.join(this.dir, plan.key));
        }
      }
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }

  /** Compiles `#include <header>` in the sandbox as a submission is compiled, with -H: GCC marks a used one `!`. */
  private async checkUsed(pool: SandboxPool, plan: PchPlan, entry: string): Promise<void> {
    const scratch = makeScratchDir('pch-probe');
    try {
      const log = path.join(scratch, 'probe.log');
      const boxPath = `${BOX_PCH_VIEW}/${entry}/${plan.header}.gch`;
      const result = await pool.with(async (slot) => {
        writeFiles(slot.workDir, { [plan.language.sourceFile]: `#include <${plan.header}>\nint main() { return 0; }\n` }, slot.uid);
        return slot.run({
          argv: [
            plan.compiler,
            `-I${BOX_PCH_VIEW}/${entry}`,
            '-Winvalid-pch',
            '-H',
            ...plan.flags,
            '-fsyntax-only',
            plan.language.sourceFile,
          ],
          limits: PROBE_LIMITS,
          stdoutPath: log,
          stderrPath: log,
          pch: true,
        });
      });
      const output = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      if (result.status !== 'OK' || !output.split('\n').includes(`! ${boxPath}`))
        throw new Error(`GCC does not use it in the sandbox (${result.status} ${result.message}): ${output.trim().slice(0, 1000)}`);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Removes entries of no current language (an upgraded compiler's old ones) and builds abandoned long ago. */
  private prune(keep: Set<string>): void {
    for (const name of fs.readdirSync(this.dir)) {
      const entry = path.join(this.dir, name);
      try {
        if (name.startsWith(BUILD_PREFIX)) {
          if (Date.now() - fs.statSync(entry).mtimeMs < STALE_BUILD_MS) continue;
        } else if (keep.has(name)) continue;
        fs.rmSync(entry, { recursive: true, force: true });
        this.log(`removed the old entry ${name}`);
      } catch {
        // Removed by another worker meanwhile.
      }
    }
  }
}
