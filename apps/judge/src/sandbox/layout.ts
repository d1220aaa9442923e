// What a slot's box contains: read-only system directories, a private /tmp, a fresh /proc, a minimal /dev,
// the slot's work directory at /w and nothing else of the host; an empty environment apart from what the
// language needs.
import fs from 'node:fs';

export const BOX_WORK_DIR = '/w';
export const BOX_HOSTNAME = 'verdict';
/** Each run gets its own /tmp of this size (see run_child in verdict-box.c). */
export const BOX_TMP_KB = 64 * 1024;
/**
 * The pool's compiler cache (precompiled headers, judge/pch.ts) is bound read-only at BOX_PCH_DIR, inside the
 * folder bubblewrap makes for the launcher binary (/.verdict, 0700 root's): no program can reach it there. A
 * compile run (RunSpec.pch) sees it at BOX_PCH_VIEW, mounted read-only over /.verdict in that run's own mount
 * namespace (verdict-box.c, run_child); every other run sees the box as it was without a cache.
 */
export const BOX_PCH_DIR = '/.verdict/pch';
export const BOX_PCH_VIEW = '/.verdict';

/** System paths the toolchains need; everything else of the host stays invisible. */
const SYSTEM_BINDS = [
  '/usr',
  '/etc/alternatives',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/java-17-openjdk',
  '/etc/fpc.cfg',
  '/etc/fpc-3.2.2.cfg',
  '/etc/mono',
  '/etc/php',
  '/etc/ssl/certs',
  '/etc/localtime',
];

const existingSystemBinds = SYSTEM_BINDS.filter((p) => fs.existsSync(p));
/** Every folder above a system bind (e.g. /etc, /etc/ssl), parents first. */
const SYSTEM_BIND_PARENTS = [
  ...new Set(
    existingSystemBinds.flatMap((p) =>
      p
        .split('/')
        .slice(1, -1)
        .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`),
    ),
  ),
].sort();
/** Merged-/usr links, whatever the host has. */
const USR_LINKS = ['bin', 'lib', 'lib64', 'sbin'].map((dir) => ({ target: `usr/${dir}`, box: `/${dir}` }));

const DEFAULT_ENV: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
};

/** One step of building the box's file system, in order; box paths are absolute paths inside the box. */
export type BoxMount =
  | { type: 'dir'; box: string; mode: number }
  | { type: 'ro' | 'rw'; host: string; box: string }
  | { type: 'symlink'; target: string; box: string }
  | { type: 'tmpfs'; box: string; sizeBytes: number; mode: number }
  | { type: 'proc'; box: string }
  | { type: 'dev'; box: string };

/** The slot's box, built once: `workDir` is the host directory seen at /w, `pchDir` the compiler cache if any. */
export function boxMounts(workDir: string, pchDir: string | null = null): BoxMount[] {
  return [
    // Folders made on the way to a bind would otherwise come out 0700 under bubblewrap, which hides
    // /etc/alternatives (javac, fpc, php) and /etc/ssl from the slot's uid.
    ...SYSTEM_BIND_PARENTS.map((box): BoxMount => ({ type: 'dir', box, mode: 0o755 })),
    ...existingSystemBinds.map((p): BoxMount => ({ type: 'ro', host: p, box: p })),
    ...USR_LINKS.map(({ target, box }): BoxMount => ({ type: 'symlink', target, box })),
    { type: 'proc', box: '/proc' },
    { type: 'dev', box: '/dev' },
    // The mount point of each run's own /tmp.
    { type: 'tmpfs', box: '/tmp', sizeBytes: 4096, mode: 0o755 },
    { type: 'rw', host: workDir, box: BOX_WORK_DIR },
    ...(pchDir ? [{ type: 'ro', host: pchDir, box: BOX_PCH_DIR } as const] : []),
  ];
}

/** A run's environment: the defaults and the language's own variables. */
export function boxEnv(env: Record<string, string> = {}): Record<string, string> {
  return { ...DEFAULT_ENV, ...env };
}
