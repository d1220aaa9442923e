// Markdown uploads: who may upload (admin roles, a group's admins with its gid), types read from the bytes, the
// 4 MB image limit, who may delete, and the headers that keep served files from running script on the site.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { publicImgDir } from '../accounts/index.ts';
import { users } from '../accounts/tables.ts';
import { groupMembers, groups } from '../groups/tables.ts';
import { markdownFiles } from './tables.ts';
import { publicFileDir } from './store.ts';

const json = (res: { body: string }) => JSON.parse(res.body);
const EN = { 'accept-language': 'en-US' };
const CSP = "default-src 'none'; sandbox";

function pngBytes(size = 16): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(120);
  return PNG.sync.write(png);
}

/** A multipart body: the optional gid field first, then the file part. */
function multipart(field: string, fileName: string, bytes: Buffer, gid?: number | string) {
  const boundary = `----verdict${Date.now()}`;
  const gidPart = gid === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="gid"\r\n\r\n${gid}\r\n`;
  const head = Buffer.from(
    `${gidPart}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...EN },
  };
}

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(PARITY_BACKENDS)('markdown uploads on %s', (backend) => {
  let t: TestApp;
  let gid: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    tokens.root = await t.login();
    for (const [name, role] of [
      ['mdadmin', 1001],
      ['mdpadmin', 1008],
      ['mduser', 1002],
      ['gadmin', 1002],
      ['gmember', 1002],
    ] as const) {
      await createUser(t.db, name, role, 'Passw0rd');
      tokens[name] = await t.login(name, 'Passw0rd');
    }
    const all = await t.db.select().from(users);
    const uidOf = (username: string) => all.find((u) => u.username === username)!.uid;
    const [group] = await t.db
      .insert(groups)
      .values({
        name: 'Markdown group',
        shortName: 'MDGRP',
        brief: 'A brief',
        description: 'A description',
        uid: uidOf('root'),
        owner: 'root',
        auth: 1,
      })
      .returning();
    gid = group.id;
    await t.db.insert(groupMembers).values([
      { gid, uid: uidOf('gadmin'), auth: 4 },
      { gid, uid: uidOf('gmember'), auth: 3 },
    ]);
  });
  afterAll(() => t.close());

  const upload = (who: string, route: 'img' | 'file', fileName: string, bytes: Buffer, groupId?: number | string) =>
    t.request({
      method: 'POST',
      url: `/api/file/upload-md-${route}`,
      token: tokens[who],
      ...multipart(route === 'img' ? 'image' : 'file', fileName, bytes, groupId),
    });

  it('lets the admin roles and a group admin with its gid upload; refuses users, members and visitors', async () => {
    for (const who of ['root', 'mdadmin', 'mdpadmin']) expect(json(await upload(who, 'img', 'a.png', pngBytes())).status).toBe(200);
    expect(json(await upload('gadmin', 'img', 'a.png', pngBytes(), gid))).toMatchObject({ status: 200, msg: 'Upload successfully' });
    expect(json(await upload('gadmin', 'file', 'notes.pdf', Buffer.from('%PDF-1.4\n%...'), gid)).status).toBe(200);

    const refused = await upload('mduser', 'img', 'a.png', pngBytes());
    expect(refused.statusCode).toBe(403);
    expect(json(refused).msg).toBe("Only administrators or the group's admins may upload");
    expect((await upload('gadmin', 'img', 'a.png', pngBytes())).statusCode).toBe(403);
    expect((await upload('gmember', 'img', 'a.png', pngBytes(), gid)).statusCode).toBe(403);
    expect((await upload('gmember', 'file', 'a.zip', pngBytes(), gid)).statusCode).toBe(403);
    expect((await upload('mduser', 'file', 'a.bin', pngBytes())).statusCode).toBe(403);
    expect(json(await upload('gadmin', 'img', 'a.png', pngBytes(), 'abc'))).toMatchObject({ status: 400, msg: 'The group id is invalid' });
    const anonymous = await t.request({ method: 'POST', url: '/api/file/upload-md-img', ...multipart('image', 'a.png', pngBytes()) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads the type from the bytes: a PNG named .txt is a png, HTML named .png and SVG are refused', async () => {
    const png = json(await upload('mdadmin', 'img', 'picture.txt', pngBytes()));
    expect(png.data.link).toMatch(/^\/api\/public\/img\/[0-9a-f-]{36}\.png$/);
    const [row] = await t.db.select().from(markdownFiles).where(eq(markdownFiles.id, png.data.fileId));
    expect(row).toMatchObject({ kind: 'img', contentType: 'image/png', originalName: 'picture.txt', size: pngBytes().length, gid: null });

    const served = await t.request({ method: 'GET', url: png.data.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(CSP);
    expect(served.headers['content-disposition']).toBeUndefined();

    for (const [name, bytes] of [
      ['evil.png', HTML],
      ['logo.svg', SVG],
      ['logo.png', SVG],
    ] as const) {
      const refused = await upload('mdadmin', 'img', name, bytes);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).msg).toBe('Image type not supported; use png, jpg, gif, webp, bmp');
    }
    const missing = await t.request({
      method: 'POST',
      url: '/api/file/upload-md-img',
      token: tokens.mdadmin,
      ...multipart('file', 'a.png', pngBytes()),
    });
    expect(json(missing)).toMatchObject({ status: 400, msg: 'Please choose an image to upload (field image)' });
  });

  it('takes images up to 4 MB and refuses larger ones with a translated message', async () => {
    const base = pngBytes();
    const at = (size: number) => Buffer.concat([base, Buffer.alloc(size - base.length)]);
    expect(json(await upload('mdadmin', 'img', 'big.png', at(4 * 1024 * 1024))).status).toBe(200);
    const before = fs.readdirSync(publicImgDir(t.dataDir)).length;
    const tooBig = await upload('mdadmin', 'img', 'big.png', at(4 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).msg).toBe('The image may be at most 4 MB');
    const body = multipart('image', 'big.png', at(5 * 1024 * 1024));
    const zh = await t.request({
      method: 'POST',
      url: '/api/file/upload-md-img',
      token: tokens.mdadmin,
      ...body,
      headers: { ...body.headers, 'accept-language': 'zh-CN' },
    });
    expect(json(zh).msg).toBe('图片大小不能超过 4 MB');
    expect(fs.readdirSync(publicImgDir(t.dataDir)).length).toBe(before);
  });

  it('deletes an image for its uploader, the root or its group admins only', async () => {
    const mine = json(await upload('mdadmin', 'img', 'a.png', pngBytes())).data;
    const name = mine.link.split('/').at(-1);
    const remove = (who: string, fileId: number) =>
      t.request({ method: 'GET', url: `/api/file/delete-md-img?fileId=${fileId}`, token: tokens[who], headers: EN });

    expect((await remove('mdpadmin', mine.fileId)).statusCode).toBe(403);
    expect((await remove('mduser', mine.fileId)).statusCode).toBe(403);
    expect(json(await remove('mdadmin', mine.fileId))).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect(fs.existsSync(path.join(publicImgDir(t.dataDir), name))).toBe(false);
    expect((await t.request({ method: 'GET', url: mine.link })).statusCode).toBe(404);
    expect((await remove('mdadmin', mine.fileId)).statusCode).toBe(404);

    const byRoot = json(await upload('mdadmin', 'img', 'a.png', pngBytes())).data;
    expect((await remove('root', byRoot.fileId)).statusCode).toBe(200);
    const inGroup = json(await upload('mdadmin', 'img', 'a.png', pngBytes(), gid)).data;
    expect((await remove('gmember', inGroup.fileId)).statusCode).toBe(403);
    expect((await remove('gadmin', inGroup.fileId)).statusCode).toBe(200);
    expect(json(await remove('mdadmin', 0))).toMatchObject({ status: 400 });
  });

  it('serves uploaded files as attachments of a safe type, never as a page of the site', async () => {
    const evil = json(await upload('mdadmin', 'file', 'evil.html', HTML)).data;
    expect(evil.link).toMatch(/^\/api\/public\/file\/[0-9a-f-]{36}\.bin$/);
    const served = await t.request({ method: 'GET', url: evil.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="evil.html"; filename*=UTF-8''evil.html`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(CSP);
    expect(served.body).toBe(HTML.toString());

    const svg = json(await upload('mdadmin', 'file', 'logo.svg', SVG)).data;
    expect((await t.request({ method: 'GET', url: svg.link })).headers['content-type']).toBe('application/octet-stream');

    const png = json(await upload('mdadmin', 'file', '图 (1).png', pngBytes())).data;
    expect(png.link).toMatch(/\.png$/);
    const image = await t.request({ method: 'GET', url: png.link });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(`attachment; filename="_ (1).png"; filename*=UTF-8''%E5%9B%BE%20%281%29.png`);
    expect(image.rawPayload.equals(pngBytes())).toBe(true);

    const [row] = await t.db.select().from(markdownFiles).where(eq(markdownFiles.id, evil.fileId));
    expect(row).toMatchObject({ kind: 'file', originalName: 'evil.html', contentType: 'application/octet-stream', size: HTML.length });
    expect(fs.readdirSync(publicFileDir(t.dataDir)).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/public/file/nothing.bin' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/public/file/..%2F..%2Fetc%2Fpasswd` })).statusCode).toBe(404);
  });
});
