// bubblewrap command line for a run: no network, own PID/IPC/UTS/mount/user namespaces, read-only system
// directories, one writable work directory at /w, a private /tmp, no host data, an empty environment.
import fs from 'node:fs';
import type { RunSpec } from './types.ts';

export const BWRAP = '/usr/bin/bwrap';
export const BOX_WORK_DIR = '/w';
/** Where the launcher binary appears inside the box, to drop privileges as the box's first program. */
const DROP_HELPER = '/.verdict/box';

/** System paths the toolchains need; everything else of the host stays invisible. */
const SYSTEM_BINDS = ['/usr', '/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/java-17-openjdk', '/etc/fpc.cfg', '/etc/fpc-3.2.2.cfg', '/etc/mono', '/etc/php', '/etc/ssl/certs', '/etc/localtime'];

const existingSystemBinds = SYSTEM_BINDS.filter((p) => fs.existsSync(p));
/** Every folder above a system bind (e.g. /etc, /etc/ssl), parents first. */
const SYSTEM_BIND_PARENTS = [...new Set(existingSystemBinds.flatMap((p) => p.split('/').slice(1, -1).map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`)))].sort();

const DEFAULT_ENV: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
};

/**
 * bubblewrap runs as root without a user namespace (a user namespace would map the program to host root
 * for file access); the drop helper then sheds capabilities, takes the slot's uid and installs seccomp.
 */
export function bwrapArgs(spec: RunSpec, helper: { binary: string; uid: number; gid: number }): string[] {
  const args = [BWRAP, '--unshare-pid', '--unshare-net', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--die-with-parent', '--new-session'];
  args.push('--cap-drop', 'ALL', '--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP', '--cap-add', 'CAP_DAC_OVERRIDE');
  args.push('--hostname', 'verdict');
  // Parent directories bubblewrap makes on its own for the binds come out 0700 here, which hides
  // /etc/alternatives (javac, fpc, php) and /etc/ssl from the slot's uid: create them 0755 first.
  for (const dir of SYSTEM_BIND_PARENTS) args.push('--perms', '0755', '--dir', dir);
  for (const p of existingSystemBinds) args.push('--ro-bind', p, p);
  args.push('--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--symlink', 'usr/sbin', '/sbin');
  args.push('--proc', '/proc', '--dev', '/dev', '--size', String(64 * 1024 * 1024), '--perms', '1777', '--tmpfs', '/tmp');
  args.push('--bind', spec.workDir, BOX_WORK_DIR);
  for (const bind of spec.readOnlyBinds ?? []) args.push('--ro-bind', bind.host, bind.box);
  args.push('--ro-bind', helper.binary, DROP_HELPER);
  args.push('--chdir', BOX_WORK_DIR, '--clearenv');
  for (const [key, value] of Object.entries({ ...DEFAULT_ENV, ...spec.env })) args.push('--setenv', key, value);
  args.push('--', DROP_HELPER, 'drop', String(helper.uid), String(helper.gid), '--', ...spec.argv);
  return args;
}
