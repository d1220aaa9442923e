// The home carousel in the back office: root only; an upload is judged by its bytes (a .png that is really HTML is
// refused, SVG is refused by name and by content), at most 4 MB, stored and served by the hardened image route, shown
// on GET /api/home-carousel; deleting removes the row and the file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { multipartBody, pngBytes } from '../../test/uploads.ts';
import { createUser } from '../../test/users.ts';
import { publicImgDir } from '../accounts/index.ts';

const UPLOAD = '/api/file/upload-carouse-img';
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe.each(BACKENDS)('admin home carousel on %s', (backend) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
  });
  afterAll(() => t.close());

  const upload = async (fileName: string, bytes: Buffer, token = root, field = 'image') => {
    const res = await t.request({ method: 'POST', url: UPLOAD, token, ...multipartBody(field, fileName, bytes) });
    return { code: res.statusCode, body: JSON.parse(res.body) as { msg: string; data: { id: number; url: string } } };
  };
  const carousel = async () => JSON.parse((await t.request({ method: 'GET', url: '/api/home-carousel' })).body).data as { id: number }[];
  const storedFiles = () => (fs.existsSync(publicImgDir(t.dataDir)) ? fs.readdirSync(publicImgDir(t.dataDir)) : []);

  it('is for root only: admin roles 403, visitors 401', async () => {
    await createUser(t.db, 'caradmin', 1001, 'Passw0rd');
    const admin = await t.login('caradmin', 'Passw0rd');
    const refused = await upload('a.png', pngBytes(), admin);
    expect(refused.code).toBe(403);
    expect(refused.body.msg).toBe('Please login again with the administrator account');
    expect((await t.request({ method: 'DELETE', url: '/api/admin/home-carousel?id=1', token: admin })).statusCode).toBe(403);
    expect((await upload('a.png', pngBytes(), '')).code).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/admin/home-carousel?id=1' })).statusCode).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  it('stores a real image, shows it on the home carousel and serves it inline but hardened; delete removes the file', async () => {
    const png = await upload('banner.jfif', pngBytes(64));
    expect(png.code).toBe(200);
    expect(png.body.msg).toBe('The carousel image has been uploaded');
    expect(png.body.data.url).toMatch(/^\/api\/public\/img\/[0-9a-f-]{36}\.png$/);
    const gif = await upload('tiny.gif', GIF);
    expect(gif.body.data.url).toMatch(/\.gif$/);
    expect((await carousel()).map((row) => row.id)).toEqual([png.body.data.id, gif.body.data.id]);

    const served = await t.request({ method: 'GET', url: png.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const file = path.join(publicImgDir(t.dataDir), path.basename(png.body.data.url));
    expect(fs.existsSync(file)).toBe(true);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/home-carousel?id=${png.body.data.id}`,
      token: root,
      headers: { 'accept-language': 'en-US' },
    });
    expect(JSON.parse(removed.body).msg).toBe('The carousel image has been deleted');
    expect(fs.existsSync(file)).toBe(false);
    expect((await carousel()).map((row) => row.id)).toEqual([gif.body.data.id]);
    expect((await t.request({ method: 'GET', url: png.body.data.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/home-carousel?id=${png.body.data.id}`, token: root })).statusCode).toBe(
      404,
    );
  });

  it('judges the bytes: HTML named .png and SVG are refused with clear messages, and nothing is stored', async () => {
    const before = storedFiles();
    const html = await upload('innocent.png', HTML);
    expect(html.code).toBe(400);
    expect(html.body.msg).toBe("Image type not supported; use jpg, jpeg, jfif, png, gif, webp (checked by the file's content)");
    const svg = await upload('logo.svg', SVG);
    expect(svg.code).toBe(400);
    expect(svg.body.msg).toBe('SVG images can carry script and are not accepted for the carousel; convert it to PNG or JPG first');
    // An SVG under a raster name is text: the sniffing refuses it.
    expect((await upload('logo.webp', SVG)).code).toBe(400);
    expect((await upload('notes.txt', pngBytes())).code).toBe(400);
    const noField = await upload('a.png', pngBytes(), root, 'file');
    expect(noField.body.msg).toBe('Please choose an image to upload (field image)');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image over 4 MB', async () => {
    const before = storedFiles();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(4 * 1024 * 1024)]);
    const res = await upload('huge.png', big);
    expect(res.code).toBe(413);
    expect(res.body.msg).toBe('The image may be at most 4 MB');
    expect(storedFiles()).toEqual(before);
  });
});
