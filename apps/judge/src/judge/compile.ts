// Compilation in the sandbox, with its own limits; the artifacts are kept in a host folder for the runs.
import fs from 'node:fs';
import path from 'node:path';
import { languageByKey, type LanguageDefinition } from '@verdict/shared';
import type { SandboxPool } from '../sandbox/index.ts';
import { readProgramFile, writeFiles } from './files.ts';
import { precompiledHeadersOf } from './pch.ts';
import type { ProgramSource } from './types.ts';

export const COMPILE_LIMITS = {
  cpuTimeMs: 10_000,
  wallTimeMs: 20_000,
  memoryKb: 512 * 1024,
  processes: 128,
  outputKb: 256 * 1024,
  openFiles: 256,
  stackKb: 256 * 1024,
};
const MESSAGE_MAX = 64 * 1024;
const COMPILE_TIME_LIMIT = 'Compilation time limit exceeded';

export interface CompiledProgram {
  language: LanguageDefinition;
  /** Host folder with everything the run needs (binary, classes or source). */
  dir: string;
}

export type CompileOutcome = { ok: true; program: CompiledProgram; message: string } | { ok: false; systemError: boolean; message: string };

export class UnknownLanguageError extends Error {}

export function languageOf(key: string): LanguageDefinition {
  const language = languageByKey(key);
  if (!language) throw new UnknownLanguageError(`unknown language: ${key}`);
  return language;
}

function truncate(message: string): string {
  return message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX)}\n... (message truncated)` : message;
}

/**
 * A compile message without GCC's word on passing over a precompiled header (-Winvalid-pch: the warning and the
 * source lines quoted under it), which is the judge's business, not the user's. The languages' -w silences it
 * already; this keeps it out should a language drop -w.
 */
export function withoutPchWarnings(message: string): string {
  if (!message.includes('[-Winvalid-pch]')) return message;
  const kept: string[] = [];
  let quoting = false;
  for (const line of message.split('\n')) {
    if (line.endsWith('[-Winvalid-pch]')) quoting = true;
    else if (!(quoting && /^ *\d* \|/.test(line))) {
      quoting = false;
      kept.push(line);
    }
  }
  return kept.join('\n').trim();
}

/** Compiles `source` into `outDir` (created), with `extraFiles` beside the source. */
export async function compileProgram(
  pool: SandboxPool,
  source: ProgramSource,
  outDir: string,
  extraFiles: Record<string, string> = {},
): Promise<CompileOutcome> {
  const language = languageOf(source.language);
  const pchArgs = language.compile ? precompiledHeadersOf(pool)?.compileArgs(language) : null;
  if (language.compile && pchArgs) {
    const [compiler, ...rest] = language.compile;
    const fast = await compileOnce(pool, language, [compiler, ...pchArgs, ...rest], true, source, outDir, extraFiles);
    if (fast.ok) return { ...fast, message: withoutPchWarnings(fast.message) };
    // Out of CPU time with the header's parsing spared, it would be without too: not worth a second 10 s.
    if (fast.message.startsWith(COMPILE_TIME_LIMIT)) return fast;
    // Any other failure is compiled again as it always was: through a precompiled header GCC's include chains
    // lose their last line ("from main.cpp:1"), and the message must read as it would without one, byte for byte.
  }
  return compileOnce(pool, language, language.compile, false, source, outDir, extraFiles);
}

async function compileOnce(
  pool: SandboxPool,
  language: LanguageDefinition,
  argv: string[] | null,
  pch: boolean,
  source: ProgramSource,
  outDir: string,
  extraFiles: Record<string, string>,
): Promise<CompileOutcome> {
  return pool.with(async (slot) => {
    writeFiles(slot.workDir, { ...extraFiles, [language.sourceFile]: source.code }, slot.uid);
    let message = '';
    if (argv) {
      const log = path.join(path.dirname(outDir), `${path.basename(outDir)}.compile.log`);
      const result = await slot.run({
        argv,
        limits: COMPILE_LIMITS,
        stdoutPath: log,
        stderrPath: log,
        env: language.env,
        pch,
      });
      message = truncate((readProgramFile(log, MESSAGE_MAX + 1024) ?? '').trim());
      fs.rmSync(log, { force: true });
      if (result.status === 'SE')
        return { ok: false, systemError: true, message: `the sandbox failed while compiling: ${result.message}\n${message}`.trim() };
      if (result.status !== 'OK') {
        const reason =
          result.status === 'TLE'
            ? COMPILE_TIME_LIMIT
            : result.status === 'MLE'
              ? 'Compilation memory limit exceeded'
              : result.status === 'OLE'
                ? 'Compilation output limit exceeded'
                : '';
        return {
          ok: false,
          systemError: false,
          message: [reason, message].filter(Boolean).join('\n') || `the compiler exited with code ${result.exitCode}`,
        };
      }
    }
    fs.mkdirSync(outDir, { recursive: true });
    fs.cpSync(slot.workDir, outDir, { recursive: true, verbatimSymlinks: true, filter: (src) => !fs.lstatSync(src).isSymbolicLink() });
    return { ok: true, program: { language, dir: outDir }, message };
  });
}
