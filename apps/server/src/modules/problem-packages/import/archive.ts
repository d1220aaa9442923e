// A problem package zip extracted to a folder, with the test data upload's protections: an entry with an
// absolute path or `..` (or a backslash) refuses the whole archive before anything is written, and the
// entry count and extracted size are bounded.
import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from '../../../plugins/app/errors.ts';
import { checkDeclaredSize, extractEntry, extractionBudget, openZip, readEntries } from '../../problems/index.ts';

/** Extracts every file under `target` (created) and answers their paths relative to it, with `/`. */
export async function extractArchive(archive: string, target: string): Promise<string[]> {
  const zip = await openZip(archive);
  try {
    const entries = [...(await readEntries(zip, { folders: true })).values()].filter((e) => !e.fileName.endsWith('/'));
    checkDeclaredSize(entries);
    const budget = extractionBudget();
    const root = path.resolve(target);
    for (const entry of entries) {
      const file = path.resolve(root, entry.fileName);
      // yauzl refuses such names already; this keeps the rule here whatever the reader does.
      if (!file.startsWith(root + path.sep)) throw badRequest('Admin_testcase_zip_unsafe_path', { name: entry.fileName });
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await extractEntry(zip, entry, file, budget);
    }
    return entries.map((e) => e.fileName);
  } finally {
    zip.close();
  }
}
