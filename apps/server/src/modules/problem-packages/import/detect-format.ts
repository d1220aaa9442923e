// Which import format a file is, told by its content: an XML file whose root is <fps>, or a zip laid out as
// HOJ (root problem_<id>.json files), Hydro (folders with problem.yaml) or QDUOJ (folders with a JSON file
// and a testcase/ folder).
import fs from 'node:fs';
import type { ImportFormat } from '@verdict/shared';
import { looksLikeZip } from '../../problems/index.ts';

export type FileKind = 'zip' | 'fps' | 'unknown';

const HEAD_BYTES = 64 * 1024;
/** BOM, XML declaration, comments, processing instructions and a doctype may come before the root. */
const FPS_ROOT = /^\uFEFF?\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<fps[\s>/]/;

export function fileKind(file: string): FileKind {
  if (looksLikeZip(file)) return 'zip';
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const read = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
    return FPS_ROOT.test(head.subarray(0, read).toString('utf8')) ? 'fps' : 'unknown';
  } finally {
    fs.closeSync(fd);
  }
}

/** The layout of an extracted archive from its file paths (relative, with `/`); null when none fits. */
export function archiveFormat(files: string[]): Exclude<ImportFormat, 'fps'> | null {
  if (files.some((f) => /^problem_[^/]+\.json$/.test(f))) return 'hoj';
  if (files.some((f) => /^[^/]+\/problem\.yaml$/.test(f))) return 'hydro';
  const withJson = new Set(files.filter((f) => /^[^/]+\/[^/]+\.json$/.test(f)).map((f) => f.split('/')[0]));
  if (files.some((f) => /^[^/]+\/testcase\//.test(f) && withJson.has(f.split('/')[0]))) return 'qduoj';
  return null;
}
