// The test data zip upload (POST /api/file/upload-testcase-zip) through the real app on both backends: the
// pairing rules of reference §2.7 in the default and subtask modes, saving a problem from the returned folder,
// every refusal with its translated message (and nothing left on disk, nothing written outside the upload
// folder), zip bombs whose headers tell the truth or lie, and who may upload.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { testDataPath } from './testdata.ts';
import { call, roleSessions, multipartBody, unzip, uploadZip, validPayload, zipOf, zipWithRawName, type Answer } from './admin-test-kit.ts';
import { problemCases, problems } from './tables.ts';
import { ZIP_LIMITS } from './testcase-zip.ts';

const MIB = 1024 * 1024;

/** CRC-32 of a small buffer, read from the trailer of its gzip. */
function crc32(data: Buffer): number {
  const gzip = zlib.gzipSync(data);
  return gzip.readUInt32LE(gzip.length - 8);
}

/** CRC-32 of `n` zero bytes, by the polynomial arithmetic of zlib's crc32_combine (no pass over the data). */
function crc32OfZeros(n: number): number {
  const POLY = 0xedb88320;
  const multiplyModP = (a: number, b: number) => {
    let product = 0;
    for (let bit = 0x80000000; bit; bit >>>= 1) {
      if (a & bit) product ^= b;
      b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
    }
    return product >>> 0;
  };
  // x^(8n) mod P by squaring; 1 << 31 is x^0 and 1 << 30 is x^1 in the reflected form.
  let power = 0x80000000;
  let square = 0x40000000;
  for (let exponent = BigInt(n) * 8n; exponent > 0n; exponent >>= 1n) {
    if (exponent & 1n) power = multiplyModP(square, power);
    square = multiplyModP(square, square);
  }
  return (multiplyModP(power, 0xffffffff) ^ 0xffffffff) >>> 0;
}

/** The raw deflate stream of `mib` MiB of zeros, built from one fully flushed MiB block repeated. */
function deflatedZeros(mib: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(MIB), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array<Buffer>(mib).fill(block), finalEmptyBlock]);
}

interface RawEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  data: Buffer;
  crc: number;
  /** The uncompressed size the headers declare. */
  size: number;
}

/** A zip written field by field, so its headers may say what a real archiver would not. */
function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 10, 8, 28); // method, time, date, crc, sizes, name length
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `1.in` of `mib` MiB of zeros (headers declaring `declaredSize`) with its `1.out`. */
function zerosArchive(mib: number, declaredSize = mib * MIB): Buffer {
  const output = Buffer.from('0\n');
  return rawZip([
    { name: '1.in', method: 8, data: deflatedZeros(mib), crc: crc32OfZeros(mib * MIB), size: declaredSize },
    { name: '1.out', method: 0, data: output, crc: crc32(output), size: output.length },
  ]);
}

describe('the zip helpers of this file', () => {
  it('write archives that inflate to what they declare', async () => {
    for (const n of [0, 1, 1000, 3 * MIB]) expect(crc32OfZeros(n)).toBe(crc32(Buffer.alloc(n)));
    const files = await unzip(zerosArchive(3));
    expect(files['1.in']).toBe('\0'.repeat(3 * MIB));
    expect(files['1.out']).toBe('0\n');
  });
});

describe.each(BACKENDS)('test data upload on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let problemAdmin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ root, admin, problemAdmin, user } = await roleSessions(t));
  });
  afterAll(() => t.close());

  const uploadRoot = () => path.join(t.dataDir, 'upload');
  const uploadFolders = () => (fs.existsSync(uploadRoot()) ? fs.readdirSync(uploadRoot()) : []);
  const filesOf = (dir: string) => fs.readdirSync(path.join(uploadRoot(), dir, 'files')).sort();
  const fileText = (dir: string, name: string) => fs.readFileSync(path.join(uploadRoot(), dir, 'files', name), 'utf8');
  const accepted = async (archive: Buffer, mode = 'default', token = root) => {
    const res = await uploadZip(t, token, 'cases.zip', archive, mode);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    return res.body.data as { fileList: { input: string; output: string; groupNum?: number }[]; fileListDir: string };
  };
  /** Asserts the refusal and that the upload left no folder behind. */
  const refused = async (archive: Buffer | Promise<Answer>, status: number, msg: string, filename = 'cases.zip') => {
    const before = uploadFolders();
    const res = Buffer.isBuffer(archive) ? await uploadZip(t, root, filename, archive) : await archive;
    expect(res.code).toBe(status);
    expect(res.body).toMatchObject({ status, msg, data: null });
    expect(uploadFolders()).toEqual(before);
  };

  describe('accepted archives', () => {
    it('pairs X.in with X.out or X.ans and *input*.txt with *output*.txt, sorted by name length then name', async () => {
      const { fileList, fileListDir } = await accepted(
        await zipOf({
          '10.in': '10\n',
          '10.out': 'ten\n',
          '2.in': '2\n',
          '2.ans': 'two\n',
          '1.in': '1\n',
          '1.out': 'one\n',
          'big_input1.txt': 'b\n',
          'big_output1.txt': 'bee\n',
          'readme.md': 'ignored',
          'orphan.out': 'ignored too',
        }),
      );
      expect(fileListDir).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(fileList).toEqual([
        { input: '1.in', output: '1.out' },
        { input: '2.in', output: '2.ans' },
        { input: '10.in', output: '10.out' },
        { input: 'big_input1.txt', output: 'big_output1.txt' },
      ]);
      // Only the paired files are extracted; the archive itself is not kept.
      expect(filesOf(fileListDir)).toEqual(['1.in', '1.out', '10.in', '10.out', '2.ans', '2.in', 'big_input1.txt', 'big_output1.txt']);
      expect(fs.readdirSync(path.join(uploadRoot(), fileListDir))).toEqual(['files']);
      expect(fileText(fileListDir, '2.ans')).toBe('two\n');
    });

    it('an input without an output gets an empty output file; X.out wins over X.ans', async () => {
      const { fileList, fileListDir } = await accepted(await zipOf({ 'a.in': 'a\n', 'b.in': 'b\n', 'b.out': 'out\n', 'b.ans': 'ans\n' }));
      expect(fileList).toEqual([
        { input: 'a.in', output: 'a.out' },
        { input: 'b.in', output: 'b.out' },
      ]);
      expect(fileText(fileListDir, 'a.out')).toBe('');
      expect(fileText(fileListDir, 'b.out')).toBe('out\n');
      expect(filesOf(fileListDir)).not.toContain('b.ans');
    });

    it('the subtask modes start every case in group 1; the other modes carry no group', async () => {
      const archive = await zipOf({ '1.in': '1\n', '1.out': '1\n', '2.in': '2\n', '2.out': '2\n' });
      for (const mode of ['subtask_lowest', 'subtask_average']) {
        expect((await accepted(archive, mode)).fileList).toEqual([
          { input: '1.in', output: '1.out', groupNum: 1 },
          { input: '2.in', output: '2.out', groupNum: 1 },
        ]);
      }
      for (const mode of ['default', 'ergodic_without_error', '']) {
        expect((await accepted(archive, mode)).fileList).toEqual([
          { input: '1.in', output: '1.out' },
          { input: '2.in', output: '2.out' },
        ]);
      }
    });

    it('ignores the __MACOSX folder macOS archivers add', async () => {
      const { fileList } = await accepted(await zipOf({ '1.in': '1\n', '1.out': '1\n', '__MACOSX/': '', '__MACOSX/._1.in': 'fork' }));
      expect(fileList).toEqual([{ input: '1.in', output: '1.out' }]);
    });
  });

  describe('saving a problem from the upload', () => {
    const storedCases = (pid: number) => t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(problemCases.seq);
    const storedText = (hash: string) => fs.readFileSync(testDataPath(t.dataDir, hash), 'utf8');

    it('an ACM problem stores the listed files under their names, then drops the upload folder', async () => {
      const { fileList, fileListDir } = await accepted(await zipOf({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '5 5\n', '2.ans': '10\n' }));
      const res = await call(
        t,
        'POST',
        '/api/admin/problem',
        root,
        validPayload('zip-acm', { isUploadTestCase: true, uploadTestcaseDir: fileListDir, samples: fileList }),
      );
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
      const { pid } = res.body.data;
      const cases = await storedCases(pid);
      expect(cases.map((c) => [c.inputName, c.outputName, c.score, c.groupNum])).toEqual([
        ['1.in', '1.out', 50, 1],
        ['2.in', '2.ans', 50, 1],
      ]);
      expect(cases.map((c) => [storedText(c.inputHash), storedText(c.outputHash)])).toEqual([
        ['1 2\n', '3\n'],
        ['5 5\n', '10\n'],
      ]);
      expect(uploadFolders()).not.toContain(fileListDir);
      const [row] = await t.db.select().from(problems).where(eq(problems.id, pid));
      expect(row.isUploadCase).toBe(true);
      const view = await call(t, 'GET', `/api/admin/problem/get-problem-cases?pid=${pid}`, root);
      expect(view.body.data.map((c: { input: string; output: string }) => [c.input, c.output])).toEqual([
        ['1.in', '1.out'],
        ['2.in', '2.ans'],
      ]);
      const download = await t.request({ method: 'GET', url: `/api/file/download-testcase?pid=${pid}`, token: root });
      expect(await unzip(download.rawPayload)).toEqual({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '5 5\n', '2.ans': '10\n' });
    });

    it('an OI subtask problem takes the groups and scores the admin set on the uploaded list', async () => {
      const { fileList, fileListDir } = await accepted(
        await zipOf({ '1.in': 'a', '1.out': 'a', '2.in': 'b', '2.out': 'b', '3.in': 'c', '3.out': 'c' }),
        'subtask_lowest',
      );
      const samples = fileList.map((f, i) => ({ ...f, groupNum: i === 0 ? 1 : 2, score: i === 0 ? 40 : 60 }));
      const res = await call(
        t,
        'POST',
        '/api/admin/problem',
        root,
        validPayload(
          'zip-oi',
          { isUploadTestCase: true, uploadTestcaseDir: fileListDir, samples },
          { type: 1, judgeCaseMode: 'subtask_lowest' },
        ),
      );
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
      const { pid } = res.body.data;
      expect((await storedCases(pid)).map((c) => [c.inputName, c.score, c.groupNum])).toEqual([
        ['1.in', 40, 1],
        ['2.in', 60, 2],
        ['3.in', 60, 2],
      ]);
      const [row] = await t.db.select().from(problems).where(eq(problems.id, pid));
      expect(row.ioScore).toBe(100);
    });

    it('refuses an unknown or malformed folder and files the upload did not extract', async () => {
      const unknown = validPayload('zip-bad', {
        isUploadTestCase: true,
        uploadTestcaseDir: '00000000-0000-4000-8000-000000000000',
        samples: [{ input: '1.in', output: '1.out' }],
      });
      expect((await call(t, 'POST', '/api/admin/problem', root, unknown)).body).toMatchObject({
        status: 400,
        msg: 'The uploaded test data does not exist or has expired; upload it again',
      });
      const traversal = validPayload('zip-bad', {
        isUploadTestCase: true,
        uploadTestcaseDir: '../../etc',
        samples: [{ input: 'passwd', output: 'passwd' }],
      });
      expect((await call(t, 'POST', '/api/admin/problem', root, traversal)).body).toMatchObject({
        status: 400,
        msg: 'The uploaded test data does not exist or has expired; upload it again',
      });
      const { fileListDir } = await accepted(await zipOf({ '1.in': '1', '1.out': '1', 'notes.txt': 'not a case' }));
      for (const [input, output] of [
        ['notes.txt', '1.out'],
        ['../../../upload/x', '1.out'],
      ]) {
        const res = await call(
          t,
          'POST',
          '/api/admin/problem',
          root,
          validPayload('zip-bad', { isUploadTestCase: true, uploadTestcaseDir: fileListDir, samples: [{ input, output }] }),
        );
        expect(res.body).toMatchObject({ status: 400, msg: `The test data file ${input} does not exist; upload the archive again` });
      }
      expect((await t.db.select().from(problems).where(eq(problems.problemId, 'ZIP-BAD'))).length).toBe(0);
    });
  });

  describe('refused archives, each with its message and no folder left', () => {
    it('no multipart body, no file, or the file under another field', async () => {
      await refused(
        call(t, 'POST', '/api/file/upload-testcase-zip', root, { file: 'x' }),
        400,
        'Choose the zip file to upload (field "file")',
      );
      const other = multipartBody('cases.zip', await zipOf({ '1.in': '1', '1.out': '1' }), 'archive');
      await refused(
        t
          .request({ method: 'POST', url: '/api/file/upload-testcase-zip', token: root, ...other })
          .then((r) => ({ code: r.statusCode, body: JSON.parse(r.body) })),
        400,
        'Choose the zip file to upload (field "file")',
      );
    });

    it('not a zip: by its name, or by its content', async () => {
      await refused(await zipOf({ '1.in': '1', '1.out': '1' }), 400, 'The test data must be a zip archive', 'cases.rar');
      await refused(Buffer.from('1.in 1.out, honestly'), 400, 'The test data must be a zip archive');
      const archive = await zipOf({ '1.in': '1', '1.out': '1' });
      await refused(archive.subarray(0, archive.length - 30), 400, 'The archive is damaged or cannot be read');
    });

    it('an empty archive, or one with nothing to pair', async () => {
      const noCases = 'No test data found in the archive (expected X.in with X.out or X.ans, or *input*.txt with *output*.txt)';
      await refused(await zipOf({}), 400, noCases);
      await refused(await zipOf({ 'readme.md': 'hello' }), 400, noCases);
      await refused(await zipOf({ '1.out': '1', '2.ans': '2', 'output1.txt': '3' }), 400, noCases);
    });

    it('files in a folder, twice the same name, too many entries, an unknown mode', async () => {
      await refused(
        await zipOf({ 'data/1.in': '1', 'data/1.out': '1' }),
        400,
        'Test files must be at the root of the archive; data/1.in is in a folder',
      );
      await refused(
        await zipOf({ 'data/': '', '1.in': '1', '1.out': '1' }),
        400,
        'Test files must be at the root of the archive; data/ is in a folder',
      );
      await refused(await zipWithRawName('1.out', '2'), 400, 'The archive holds 1.out twice');
      const many = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i): RawEntry => ({
        name: `${i}.in`,
        method: 0,
        data: Buffer.alloc(0),
        crc: 0,
        size: 0,
      }));
      await refused(rawZip(many), 400, `The archive may hold at most ${ZIP_LIMITS.entries} files`);
      const badMode = await t.request({
        method: 'POST',
        url: '/api/file/upload-testcase-zip?mode=bogus',
        token: root,
        ...multipartBody('c.zip', await zipOf({ '1.in': '1' })),
      });
      expect(JSON.parse(badMode.body)).toMatchObject({
        status: 400,
        msg: 'The case mode must be default, subtask_lowest, subtask_average or ergodic_without_error',
      });
    });

    it('zip slip: parent folders, absolute paths and backslashes are refused and nothing is written outside', async () => {
      const marker = `zipslip-${randomBytes(4).toString('hex')}`;
      const outside = [
        path.join(t.dataDir, marker),
        path.join(uploadRoot(), marker),
        path.join(os.tmpdir(), marker),
        path.join('/', marker),
      ];
      for (const evil of [
        `../../${marker}`,
        `../../../../../../../../${marker}`,
        `files/../../../${marker}`,
        `/tmp/${marker}`,
        `C:/${marker}`,
      ]) {
        await refused(await zipWithRawName(evil), 400, `The archive entry ${evil} has an unsafe path and was refused`);
      }
      // Backslashes are read as folder separators.
      await refused(await zipWithRawName(`..\\..\\${marker}`), 400, `The archive entry ../../${marker} has an unsafe path and was refused`);
      for (const file of outside) expect(fs.existsSync(file), file).toBe(false);
      const everything = fs.readdirSync(t.dataDir, { recursive: true }) as string[];
      expect(everything.filter((name) => name.includes(marker))).toEqual([]);
    });

    it('a zip bomb: declared sizes over the limit are refused before anything is inflated', async () => {
      const overLimit = ZIP_LIMITS.uncompressedBytes / MIB + 1;
      const bomb = zerosArchive(overLimit);
      expect(bomb.length).toBeLessThan(MIB);
      await refused(bomb, 400, `The test data may be at most ${ZIP_LIMITS.uncompressedBytes / MIB} MB`);
    });

    it('a zip bomb whose headers understate its size is cut off while inflating', async () => {
      await refused(zerosArchive(ZIP_LIMITS.uncompressedBytes / MIB + 1, 1024), 400, 'The archive is damaged or cannot be read');
      await refused(zerosArchive(4, 1024), 400, 'The archive is damaged or cannot be read');
    });
  });

  describe('who may upload', () => {
    it('admins and problem admins may; users get 403 and visitors 401, translated', async () => {
      const archive = await zipOf({ '1.in': '1', '1.out': '1' });
      expect((await accepted(archive, 'default', admin)).fileList).toHaveLength(1);
      expect((await accepted(archive, 'default', problemAdmin)).fileList).toHaveLength(1);
      await refused(uploadZip(t, user, 'cases.zip', archive), 403, 'Please login again with the administrator account');
      const before = uploadFolders();
      const visitor = await t.request({ method: 'POST', url: '/api/file/upload-testcase-zip', ...multipartBody('cases.zip', archive) });
      expect(visitor.statusCode).toBe(401);
      expect(JSON.parse(visitor.body).msg).toBe('Please login first');
      expect(uploadFolders()).toEqual(before);
    });

    it('answers in Chinese when the client asks for it', async () => {
      const { payload, headers } = multipartBody('cases.txt', Buffer.from('x'));
      const res = await t.request({
        method: 'POST',
        url: '/api/file/upload-testcase-zip',
        token: root,
        payload,
        headers: { ...headers, 'accept-language': 'zh-CN' },
      });
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, msg: '请上传 zip 格式的测试数据压缩包' });
    });
  });
});
