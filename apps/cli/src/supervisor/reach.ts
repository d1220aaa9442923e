// What the API's user must reach: the checkout's code (read) and the data folder (through its parents).
// A folder on the way that the user cannot traverse (a clone under /root, which is 0700) is opened to that
// user alone, search only, by an ACL entry (`setfacl -m u:verdict:x`): it still cannot list the folder nor
// read anything there that is not meant for everyone. A file it cannot read (a checkout made with umask 077)
// is refused with what to do, rather than opened up by hand.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../paths.ts';
import type { ServiceUser } from './service-user.ts';

type Blocked = { traverse?: string; read?: string };

// Run as the user (the kernel decides, ACLs included): the first folder it cannot traverse, or the first
// target it cannot read.
const PROBE = `
const fs = require('node:fs'), path = require('node:path');
const can = (p, mode) => { try { fs.accessSync(p, mode); return true; } catch { return false; } };
const answer = (() => {
  for (const target of process.argv.slice(1)) {
    const parents = [];
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) { parents.unshift(dir); if (dir === '/') break; }
    const closed = parents.find((dir) => !can(dir, fs.constants.X_OK));
    if (closed) return { traverse: closed };
    if (!can(target, fs.constants.R_OK)) return { read: target };
  }
  return {};
})();
process.stdout.write(JSON.stringify(answer));
`;

function probe(user: ServiceUser, targets: string[]): Blocked {
  const result = spawnSync(process.execPath, ['-e', PROBE, ...targets], {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    env: {},
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`the user ${user.name} cannot run ${process.execPath}: ${result.error?.message ?? result.stderr.trim()}`);
  return JSON.parse(result.stdout) as Blocked;
}

/** Makes every target reachable by `user`, or throws saying what to change. */
export function ensureReachable(user: ServiceUser, targets: string[]): void {
  for (let opened = 0; opened < 64; opened++) {
    const blocked = probe(user, targets);
    if (blocked.read) {
      throw new Error(
        `the API runs as the user ${user.name}, which cannot read ${blocked.read}: make the checkout readable by other users (chmod -R o+rX ${REPO_ROOT}) or clone it with umask 022`,
      );
    }
    if (!blocked.traverse) return;
    const acl = spawnSync('setfacl', ['-m', `u:${user.name}:x`, blocked.traverse], { encoding: 'utf8' });
    if (acl.status !== 0) {
      throw new Error(
        `the API runs as the user ${user.name}, which cannot pass through ${blocked.traverse} (${acl.error?.message ?? acl.stderr.trim()}); ` +
          `put the checkout and DATA_DIR where other users can reach them (e.g. /srv/verdict) or allow it yourself: chmod o+x ${blocked.traverse}`,
      );
    }
    console.error(`verdict: let the user ${user.name} pass through ${blocked.traverse} (ACL u:${user.name}:x; it cannot list or read it)`);
  }
  throw new Error(`the user ${user.name} still cannot reach ${targets.join(', ')}`);
}
