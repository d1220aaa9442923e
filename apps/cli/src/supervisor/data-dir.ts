// The data folder (PGlite's files, test data, uploads) belongs to the API's user and is closed to everyone
// else (0700). It is re-owned on every start, since `./verdict import` run as root writes into it too.
// The walk runs as root over a tree the API could have shaped, so it never follows a link: each folder is
// opened with O_NOFOLLOW and its entries are reached through that descriptor (/proc/self/fd/N/name), so a
// planted symlink or a folder swapped for one cannot turn the chown onto a file elsewhere; a file with other
// hard links is left alone.
import fs from 'node:fs';
import type { ServiceUser } from './service-user.ts';

const { O_RDONLY, O_DIRECTORY, O_NOFOLLOW } = fs.constants;

function reown(dir: string, user: ServiceUser): void {
  const fd = fs.openSync(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  try {
    const folder = `/proc/self/fd/${fd}`;
    for (const name of fs.readdirSync(folder)) {
      const entry = `${folder}/${name}`;
      const stat = fs.lstatSync(entry);
      if (stat.isDirectory()) reown(entry, user);
      else if (!stat.isSymbolicLink() && stat.nlink === 1 && (stat.uid !== user.uid || stat.gid !== user.gid))
        fs.lchownSync(entry, user.uid, user.gid);
    }
    fs.fchownSync(fd, user.uid, user.gid);
  } finally {
    fs.closeSync(fd);
  }
}

/** Creates the folder if needed and gives it to `user`; answers its real path. */
export function giveDataDir(dir: string, user: ServiceUser): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const real = fs.realpathSync(dir);
  reown(real, user);
  fs.chmodSync(real, 0o700);
  return real;
}
