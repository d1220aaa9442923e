// The fallback sandbox (VERDICT_SANDBOX=bwrap): the box's layout as a bubblewrap command line, with new
// PID, network, IPC, UTS, cgroup and mount namespaces and the drop helper as the box's first program.
import type { BoxLayout, BoxMount } from './layout.ts';

export const BWRAP = '/usr/bin/bwrap';
/** Where the launcher binary appears inside the box, to drop privileges as the box's first program. */
const DROP_HELPER = '/.verdict/box';

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
 * for file access); the drop helper then sheds capabilities, takes the slot's uid and installs seccomp.
 */
export function bwrapArgs(layout: BoxLayout, argv: string[], helper: { binary: string; uid: number; gid: number }): string[] {
  const args = [BWRAP, '--unshare-pid', '--unshare-net', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--die-with-parent', '--new-session'];
  args.push('--cap-drop', 'ALL', '--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP', '--cap-add', 'CAP_DAC_OVERRIDE');
  args.push('--hostname', layout.hostname);
  for (const mount of layout.mounts) args.push(...mountArgs(mount));
  args.push('--ro-bind', helper.binary, DROP_HELPER);
  args.push('--chdir', layout.cwd, '--clearenv');
  for (const [key, value] of Object.entries(layout.env)) args.push('--setenv', key, value);
  args.push('--', DROP_HELPER, 'drop', String(helper.uid), String(helper.gid), '--', ...argv);
  return args;
}
