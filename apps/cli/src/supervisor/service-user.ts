// The unprivileged system user the API runs as under the root supervisor, created on first start.
import { spawnSync } from 'node:child_process';

export interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
}

export const SERVICE_USER = 'verdict';

function lookup(name: string): ServiceUser | null {
  const entry = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  if (entry.status !== 0) return null;
  const [, , uid, gid] = entry.stdout.trim().split(':');
  return { name, uid: Number(uid), gid: Number(gid) };
}

export function ensureServiceUser(name = SERVICE_USER): ServiceUser {
  if (!lookup(name)) {
    // A simultaneous start may create it first: useradd then fails, and the lookup below decides.
    const created = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name],
      { encoding: 'utf8' },
    );
    if (created.status === 0) console.error(`verdict: created the system user ${name} for the API`);
    else if (!lookup(name)) throw new Error(`cannot create the system user ${name}: ${created.error?.message ?? created.stderr.trim()}`);
  }
  const user = lookup(name)!;
  if (user.uid === 0 || user.gid === 0) throw new Error(`the user ${name} has uid or gid 0; the API must not run as root`);
  return user;
}
