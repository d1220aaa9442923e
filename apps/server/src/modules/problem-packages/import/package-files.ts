// Reading the files of an extracted problem package: JSON and YAML with clear errors, case files that must
// stay inside their folder, and the files directly under a folder of the archive's listing.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { badRequest } from '../../../plugins/app/errors.ts';

const detailOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** `label` names the file in messages (its path in the archive). */
export function readJson(file: string, label: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw badRequest('Import_json_invalid', { file: label, detail: detailOf(error) });
  }
}

export function readYaml(file: string, label: string): unknown {
  try {
    return parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw badRequest('Import_yaml_invalid', { file: label, detail: detailOf(error) });
  }
}

/** A file the package names (a case, a checker), which must exist inside `folder`. */
export function fileIn(folder: string, name: string): string {
  const file = path.resolve(folder, name);
  if (!file.startsWith(path.resolve(folder) + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
    throw badRequest('Import_file_missing', { name });
  return file;
}

/** Names of the files directly under `folder` ('' for the root) in the archive's listing. */
export function filesUnder(files: string[], folder: string): string[] {
  const prefix = folder ? `${folder}/` : '';
  return files.filter((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes('/')).map((f) => f.slice(prefix.length));
}

/** The archive's top-level folders, in natural order (2 before 10). */
export function topFolders(files: string[]): string[] {
  const folders = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
  return [...folders].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** A JSON object's own value as a record (anything else: empty), for reading loosely typed package files. */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A problem's title for the report, read ahead; `fallback` (the file's name) when it cannot be read (its load says why). */
export function titleOr(read: () => unknown, fallback: string): string {
  try {
    return asText(read()) || fallback;
  } catch {
    return fallback;
  }
}
