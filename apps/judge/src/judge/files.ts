// File helpers for a judge run: safe extra-file names, copying into a slot's work directory, reading outputs.
import fs from 'node:fs';
import path from 'node:path';

/** Names from problem setters (extra files, file IO): plain names only, nothing that climbs out of the work directory. */
export const isPlainFileName = (name: string) =>
  name.length > 0 &&
  name.length <= 255 &&
  !name.includes('/') &&
  !name.includes('\\') &&
  name !== '.' &&
  name !== '..' &&
  !name.includes('\0');

export function assertPlainFileName(name: string): void {
  if (!isPlainFileName(name)) throw new Error(`invalid extra file name: ${JSON.stringify(name)}`);
}

/** Why a problem's file IO names cannot be used, or null when they are plain file names. */
export function invalidFileIO(fileIO: { input: string; output: string } | null): string | null {
  if (!fileIO) return null;
  const bad = [fileIO.input, fileIO.output].find((name) => !isPlainFileName(name));
  return bad === undefined ? null : `Invalid file IO name: ${JSON.stringify(bad.slice(0, 300))} (a plain file name is expected)`;
}

export function writeFiles(dir: string, files: Record<string, string>, uid: number): void {
  for (const [name, content] of Object.entries(files)) {
    assertPlainFileName(name);
    const target = path.join(dir, name);
    fs.writeFileSync(target, content);
    fs.chownSync(target, uid, uid);
  }
}

/** Copies a directory's files (one level) into a work directory, owned by the slot's uid. */
export function copyDirInto(source: string, dir: string, uid: number): void {
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      fs.cpSync(from, to, { recursive: true });
      chownTree(to, uid);
    } else if (entry.isFile()) {
      fs.copyFileSync(from, to);
      fs.chownSync(to, uid, uid);
    }
  }
}

function chownTree(target: string, uid: number): void {
  fs.chownSync(target, uid, uid);
  if (fs.lstatSync(target).isDirectory()) for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), uid);
}

export function copyFileInto(source: string, dir: string, name: string, uid: number): string {
  assertPlainFileName(name);
  const target = path.join(dir, name);
  fs.copyFileSync(source, target);
  fs.chownSync(target, uid, uid);
  return target;
}

/**
 * Reads up to `maxBytes` of a file the sandboxed program may have written. Symbolic links and other
 * non-regular files are refused, so a program cannot make the judge read a file of its choosing.
 */
export function readProgramBytes(file: string, maxBytes: number): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return null;
    // Sized by the file (the program has stopped writing): a large cap must not cost a large buffer per read.
    const buffer = Buffer.allocUnsafe(Math.min(maxBytes, stat.size));
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, length);
  } finally {
    fs.closeSync(fd);
  }
}

/** readProgramBytes as UTF-8 text. */
export const readProgramFile = (file: string, maxBytes: number): string | null =>
  readProgramBytes(file, maxBytes)?.toString('utf8') ?? null;

export function excerpt(text: string, max = 1000): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The first `max` characters of a file (UTF-8 takes up to 4 bytes a character), "..." when there is more. */
export function readExcerpt(file: string, max = 1000): string {
  return excerpt(readProgramFile(file, 4 * max + 4) ?? '', max);
}
