// Test data archives (reference §2.7): an uploaded zip is read safely (no paths out of the folder, no
// sub-folders, bounded entry count and uncompressed size), its input/output files are paired, and the pairs
// are streamed into a temporary upload folder `<dataDir>/upload/<uuid>/files` that a later save reads. On a shared
// file store (postgres) the save may reach another host: the files then go into the store at once, normalised as
// test data, and the upload is recorded in the database (file-store's staged uploads) instead of the folder.
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { PROBLEM_FORM_LIMITS, SUBTASK_CASE_MODES, type JudgeCaseMode, type UploadedTestcases } from '@verdict/shared';
import { AppError, badRequest } from '../../plugins/app/errors.ts';
import { fileStore, type StagedFile } from '../file-store/index.ts';
import { normalisedLines, storeTestDataFile } from './testdata.ts';

export const ZIP_LIMITS = {
  /** The uploaded archive itself. */
  archiveBytes: 512 * 1024 * 1024,
  /** Everything extracted from it. */
  uncompressedBytes: 512 * 1024 * 1024,
  entries: 10_000,
} as const;

/** Upload folders nobody saved are removed after this long. */
const UPLOAD_TTL_MS = 24 * 3_600_000;
/** macOS archivers add this folder of resource forks; it holds no test data. */
const MAC_RESOURCE_FOLDER = '__MACOSX/';

const uploadRoot = (dataDir: string) => path.join(dataDir, 'upload');

/** The files of an upload; `dir` is the uuid the upload answered with, never a path from the client. */
export function uploadFilesDir(dataDir: string, dir: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(dir)) throw badRequest('Admin_problem_upload_dir_invalid');
  return path.join(uploadRoot(dataDir), dir.toLowerCase(), 'files');
}

export function removeUpload(dataDir: string, dir: string): void {
  fs.rmSync(path.dirname(uploadFilesDir(dataDir, dir)), { recursive: true, force: true });
}

/** Removes an upload wherever it is kept: its folder on this host, its record in the shared store. */
export async function discardUpload(dataDir: string, dir: string): Promise<void> {
  removeUpload(dataDir, dir);
  await fileStore(dataDir).uploads?.drop(dir.toLowerCase());
}

const PLAIN_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

/** An upload's files as a save reads them: on this host's disk (local store, an import in progress) or in the shared store. */
export interface StagedUpload {
  /** The size of the upload's file of that (plain) name, or null when it has none. */
  size(name: string): number | null;
  /** The file stored as test data (normalised): its content hash. */
  caseHash(name: string): Promise<string>;
}

/** The upload `dir` names, or null when neither this host nor the shared store has it. */
export async function openStagedUpload(dataDir: string, dir: string): Promise<StagedUpload | null> {
  const folder = uploadFilesDir(dataDir, dir);
  if (fs.existsSync(folder)) {
    const fileOf = (name: string) => {
      if (!PLAIN_NAME.test(name)) return null;
      const file = path.join(folder, name);
      const stat = fs.lstatSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? { file, size: stat.size } : null;
    };
    return {
      size: (name) => fileOf(name)?.size ?? null,
      caseHash: (name) => storeTestDataFile(dataDir, fileOf(name)!.file),
    };
  }
  const staged = await fileStore(dataDir).uploads?.files(dir.toLowerCase());
  if (!staged) return null;
  return {
    size: (name) => (PLAIN_NAME.test(name) ? (staged.get(name)?.size ?? null) : null),
    caseHash: async (name) => staged.get(name)!.hash,
  };
}

/** Drops upload folders older than a day (uploads that were never saved). */
export function purgeStaleUploads(dataDir: string, now = Date.now()): void {
  const root = uploadRoot(dataDir);
  if (!fs.existsSync(root)) return;
  for (const name of fs.readdirSync(root)) {
    const folder = path.join(root, name);
    if (now - fs.statSync(folder).mtimeMs > UPLOAD_TTL_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
}

export interface CasePair {
  input: string;
  output: string;
  /** The archive had no output file for this input: an empty one is written. */
  outputMissing: boolean;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * Pairs test files by name: `X.in` with `X.out` (or else `X.ans`), `*input*.txt` with the same name with
 * `output` for `input`; other files are ignored. Sorted by base-name length, then name.
 */
export function pairTestcaseFiles(names: string[]): CasePair[] {
  const present = new Set(names);
  const pairs: CasePair[] = [];
  for (const name of names) {
    let candidates: string[];
    if (name.endsWith('.in') && name.length > 3) candidates = [`${name.slice(0, -3)}.out`, `${name.slice(0, -3)}.ans`];
    else if (name.endsWith('.txt') && name.includes('input')) candidates = [name.replaceAll('input', 'output')];
    else continue;
    const output = candidates.find((c) => present.has(c));
    pairs.push({ input: name, output: output ?? candidates[0], outputMissing: output === undefined });
  }
  const key = (p: CasePair) => baseName(p.input);
  return pairs.sort((a, b) => key(a).length - key(b).length || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** yauzl's own file-name checks (`..`, absolute paths, backslashes), as our message. */
function zipReadError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(message);
  if (unsafe) return badRequest('Admin_testcase_zip_unsafe_path', { name: unsafe[1] });
  return badRequest('Admin_testcase_zip_invalid');
}

/** How many bytes an archive may extract, and the refusal past them. */
export interface ExtractionLimit {
  bytes: number;
  refusal: () => AppError;
}

const zipSizeLimit: ExtractionLimit = {
  bytes: ZIP_LIMITS.uncompressedBytes,
  refusal: () => badRequest('Admin_testcase_zip_too_large', { mb: ZIP_LIMITS.uncompressedBytes / 1024 / 1024 }),
};

/** Bytes left to extract, shared by every entry of one archive. */
export interface ExtractionBudget {
  left: number;
  refusal: () => AppError;
}

/** Counts bytes through a stream and fails past the budget (sizes in the zip headers are not trusted alone). */
function byteBudget(budget: ExtractionBudget) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      if (budget.left < 0) done(budget.refusal());
      else done(null, chunk);
    },
  });
}

/**
 * The archive's entries by name (macOS resource forks left out); an unsafe path, too many entries or a
 * duplicate refuses the whole archive. Test data archives are flat (`folders` false); problem packages are not.
 */
export async function readEntries(zip: yauzl.ZipFile, { folders = false } = {}): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let count = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (++count > ZIP_LIMITS.entries) throw badRequest('Admin_testcase_zip_too_many_entries', { max: ZIP_LIMITS.entries });
      if (entry.fileName.startsWith(MAC_RESOURCE_FOLDER)) continue;
      if (!folders && entry.fileName.includes('/')) throw badRequest('Admin_testcase_zip_folder', { name: entry.fileName });
      if (entries.has(entry.fileName)) throw badRequest('Admin_testcase_zip_duplicate', { name: entry.fileName });
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    throw error instanceof AppError ? error : zipReadError(error);
  }
  return entries;
}

/** Whether the file starts like a zip archive (a local file header, or the end record of an empty one). */
export function looksLikeZip(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const read = fs.readSync(fd, head, 0, 4, 0);
    return read === 4 && (head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || head.equals(Buffer.from([0x50, 0x4b, 0x05, 0x06])));
  } finally {
    fs.closeSync(fd);
  }
}

/** Opens a zip to read its entries one at a time (close it when done); a file that is not a zip is refused. */
export async function openZip(archive: string): Promise<yauzl.ZipFile> {
  if (!looksLikeZip(archive)) throw badRequest('Admin_testcase_not_zip');
  try {
    return await yauzl.openPromise(archive, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch (error) {
    throw zipReadError(error);
  }
}

/** Refuses entries whose declared sizes add up past the limit, before anything is written. */
export function checkDeclaredSize(entries: yauzl.Entry[], limit = zipSizeLimit): void {
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limit.bytes) throw limit.refusal();
}

/** A budget of extracted bytes shared by every entry of one archive. */
export const extractionBudget = (limit = zipSizeLimit): ExtractionBudget => ({ left: limit.bytes, refusal: limit.refusal });

/** Streams one entry into `file`, counting its real size against the budget. */
export async function extractEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, file: string, budget: ExtractionBudget): Promise<void> {
  try {
    await pipeline(await zip.openReadStreamPromise(entry), byteBudget(budget), fs.createWriteStream(file));
  } catch (error) {
    throw error instanceof AppError ? error : zipReadError(error);
  }
}

/** Extracts the paired files of the archive into `target` (created) and answers the pairs; `quota` tightens the size limit. */
export async function extractTestcases(archive: string, target: string, quota?: ExtractionLimit): Promise<CasePair[]> {
  const zip = await openZip(archive);
  try {
    const entries = await readEntries(zip);
    const pairs = pairTestcaseFiles([...entries.keys()].filter((name) => !name.endsWith('/')));
    if (!pairs.length) throw badRequest('Admin_testcase_zip_empty');
    if (pairs.length > PROBLEM_FORM_LIMITS.casesMax) throw badRequest('Admin_problem_cases_too_many');
    const wanted = pairs.flatMap((p) => (p.outputMissing ? [p.input] : [p.input, p.output])).map((name) => entries.get(name)!);
    const limit = quota && quota.bytes < zipSizeLimit.bytes ? quota : zipSizeLimit;
    checkDeclaredSize(wanted, limit);
    fs.mkdirSync(target, { recursive: true });
    const budget = extractionBudget(limit);
    for (const entry of wanted) await extractEntry(zip, entry, path.join(target, entry.fileName), budget);
    for (const pair of pairs) if (pair.outputMissing) fs.writeFileSync(path.join(target, pair.output), '');
    return pairs;
  } finally {
    zip.close();
  }
}

/** Who uploaded for a group (kept beside the files, so the group's quota counts the uploads not saved yet). */
export interface UploadOwner {
  gid: number;
  uid: string;
}

const ownerFile = (dataDir: string, dir: string) => path.join(path.dirname(uploadFilesDir(dataDir, dir)), 'owner.json');

function readOwner(file: string): UploadOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as UploadOwner;
  } catch {
    return null;
  }
}

const folderBytes = (folder: string) =>
  fs.existsSync(folder) ? fs.readdirSync(folder).reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0) : 0;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The extracted bytes of the group uploads not saved (nor purged) yet whose owner matches, `except` left out. */
export async function pendingUploadBytes(dataDir: string, owner: { gid?: number; uid?: string }, except?: string): Promise<number> {
  const matches = (o: UploadOwner) => (owner.gid === undefined || o.gid === owner.gid) && (owner.uid === undefined || o.uid === owner.uid);
  const root = uploadRoot(dataDir);
  let total = 0;
  for (const dir of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    if (dir === except?.toLowerCase()) continue;
    const found = readOwner(path.join(root, dir, 'owner.json'));
    if (found && matches(found)) total += folderBytes(path.join(root, dir, 'files'));
  }
  const shared = fileStore(dataDir).uploads;
  if (shared) total += await shared.pendingBytes(owner, except && UUID.test(except) ? except.toLowerCase() : undefined);
  return total;
}

/** Moves an extracted upload into the shared store: each file stored as test data, the upload recorded, the folder removed. */
async function shareUpload(dataDir: string, dir: string, folder: string, owner: UploadOwner | null): Promise<void> {
  const store = fileStore(dataDir);
  const files: StagedFile[] = [];
  for (const name of fs.readdirSync(folder)) {
    const stored = await store.put(normalisedLines(fs.createReadStream(path.join(folder, name), { highWaterMark: 1 << 20 })));
    files.push({ name, hash: stored.hash, size: stored.size });
  }
  await store.uploads!.record(dir, owner, files);
  removeUpload(dataDir, dir);
}

/**
 * Stores an uploaded archive as a new upload folder and answers its case list: every case in group 1 in the
 * subtask modes. The folder is removed again when the archive is refused. A group's upload names its owner and
 * extracts within the group's quota.
 */
export async function acceptTestcaseArchive(
  dataDir: string,
  source: NodeJS.ReadableStream,
  mode: JudgeCaseMode,
  truncated: () => boolean,
  group?: { owner: UploadOwner; withinQuota: <T>(extract: (limit: ExtractionLimit) => Promise<T>) => Promise<T> },
): Promise<UploadedTestcases> {
  purgeStaleUploads(dataDir);
  const dir = randomUUID();
  const files = uploadFilesDir(dataDir, dir);
  const archive = path.join(path.dirname(files), 'archive.zip');
  fs.mkdirSync(path.dirname(files), { recursive: true });
  try {
    await pipeline(source, fs.createWriteStream(archive));
    if (truncated()) throw new AppError(413, 'Admin_testcase_zip_too_large', { mb: ZIP_LIMITS.archiveBytes / 1024 / 1024 });
    if (group) fs.writeFileSync(ownerFile(dataDir, dir), JSON.stringify(group.owner));
    const extract = (limit?: ExtractionLimit) => extractTestcases(archive, files, limit);
    const pairs = group ? await group.withinQuota(extract) : await extract();
    fs.rmSync(archive);
    if (fileStore(dataDir).uploads) await shareUpload(dataDir, dir, files, group?.owner ?? null);
    const subtask = SUBTASK_CASE_MODES.includes(mode);
    return { fileList: pairs.map((p) => ({ input: p.input, output: p.output, ...(subtask ? { groupNum: 1 } : {}) })), fileListDir: dir };
  } catch (error) {
    await discardUpload(dataDir, dir);
    throw error;
  }
}
