// The slot's box as a bubblewrap command line: new PID, network (loopback only), IPC, UTS, cgroup and mount
// namespaces, the layout's mounts, no capabilities, and the launcher binary as the box's pid 1 ("hold").
import type { BoxMount } from './layout.ts';
import { BOX_HOSTNAME } from './layout.ts';

export const BWRAP = '/usr/bin/bwrap';
/** Where the launcher binary appears inside the box. */
const HOLD = '/.verdict/box';

function mountArgs(mount: BoxMount): string[] {
  switch (mount.type) {
    case 'dir':
      return ['--perms', mount.mode.toString(8).padStart(4, '0'), '--dir', mount.box];
    case 'ro':
      return ['--ro-bind', mount.host, mount.box];
    case 'rw':
      return ['--bind', mount.host, mount.box];
    case 'symlink':
      return ['--symlink', mount.target, mount.box];
    case 'tmpfs':
      return ['--size', String(mount.sizeBytes), '--perms', mount.mode.toString(8).padStart(4, '0'), '--tmpfs', mount.box];
    case 'proc':
      return ['--proc', mount.box];
    case 'dev':
      return ['--dev', mount.box];
  }
}

/**
 * bubblewrap runs as root without a user namespace (a user namespace would map the program to host root
 * for file access). Programs never descend from it: the launcher starts each one in the box's namespaces
 * and drops its privileges there (verdict-box.c).
 */
export function bwrapArgs(mounts: BoxMount[], binary: string): string[] {
  const args = [
    BWRAP,
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--new-session',
    '--as-pid-1',
  ];
  args.push('--cap-drop', 'ALL', '--hostname', BOX_HOSTNAME);
  for (const mount of mounts) args.push(...mountArgs(mount));
  args.push('--ro-bind', binary, HOLD, '--chdir', '/', '--clearenv');
  args.push('--', HOLD, 'hold');
  return args;
}
