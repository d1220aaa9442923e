// Settings centre: change of password (current one required, lock after wrong ones), change of e-mail with a
// code mailed to the new address, profile fields, and avatar upload checked by real type and size.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { publicImgDir } from './avatar.ts';
import { users } from './tables.ts';
import { lastCode, startMailbox, useMailbox, type Mailbox } from './test-mailbox.ts';

const json = (res: { body: string }) => JSON.parse(res.body);
const EN = { 'accept-language': 'en-US' };

function pngBytes(size = 200): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(180);
  return PNG.sync.write(png);
}

function multipart(field: string, fileName: string, bytes: Buffer) {
  const boundary = `----verdict${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...EN },
  };
}

describe.each(BACKENDS)('settings centre on %s', (backend) => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    t = await createTestApp(backend);
    mailbox = await startMailbox();
    await useMailbox(t, mailbox, await t.login());
    await createUser(t.db, 'frank', 1002, 'frank123', { email: 'frank@example.com' });
    await createUser(t.db, 'grace', 1002, 'grace123', { email: 'grace@example.com' });
    await createUser(t.db, 'heidi', 1002, 'heidi123', { email: 'heidi@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const post = (url: string, token: string, payload: object) => t.request({ method: 'POST', url, token, payload, headers: EN });

  describe('change-password', () => {
    it('needs the current password, refuses weak or unchanged ones, and ends the other sessions only', async () => {
      const token = await t.login('frank', 'frank123');
      const other = await t.login('frank', 'frank123');
      const cases: [object, string][] = [
        [{ oldPassword: '', newPassword: 'newpass1' }, 'The current password is required'],
        [{ oldPassword: 'frank123', newPassword: 'short' }, 'The password must be 6 to 20 characters'],
        [{ oldPassword: 'frank123', newPassword: 'onlyletters' }, 'The password must contain both letters and digits'],
        [{ oldPassword: 'wrong123', newPassword: 'newpass1' }, 'The current password is incorrect'],
        [{ oldPassword: 'frank123', newPassword: 'frank123' }, 'The new password must differ from the current one'],
      ];
      for (const [payload, msg] of cases) {
        const res = await post('/api/change-password', token, payload);
        expect(res.statusCode, msg).toBe(400);
        expect(json(res).msg).toBe(msg);
      }
      const done = await post('/api/change-password', token, { oldPassword: 'frank123', newPassword: 'newpass1' });
      expect(json(done)).toEqual({ status: 200, msg: 'Update Successfully', data: null });
      expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: other })).statusCode).toBe(401);
      expect(await t.login('frank', 'newpass1')).toBeTruthy();
    });

    it('five wrong current passwords lock the check for 30 minutes', async () => {
      const token = await t.login('heidi', 'heidi123');
      for (let i = 0; i < 5; i++)
        expect(json(await post('/api/change-password', token, { oldPassword: 'wrong123', newPassword: 'newpass1' })).status).toBe(400);
      const locked = await post('/api/change-password', token, { oldPassword: 'heidi123', newPassword: 'newpass1' });
      expect(locked.statusCode).toBe(403);
      expect(json(locked).msg).toBe('Too many wrong passwords; please try again in 30 minutes');
    });
  });

  describe('change-email', () => {
    it('mails a code to the new address and switches to it with the password and the code', async () => {
      const token = await t.login('grace', 'grace123');
      const ask = (email: string) =>
        t.request({
          method: 'GET',
          url: `/api/get-change-email-code?email=${encodeURIComponent(email)}`,
          token,
          headers: EN,
          remoteAddress: '10.40.0.1',
        });
      expect(json(await ask('grace@example.com')).msg).toBe('The new e-mail must differ from the current one');
      expect(json(await ask('frank@example.com')).msg).toBe('The e-mail already exists');
      expect(json(await ask('bad@')).msg).toBe('The e-mail format is incorrect');
      const sent = await ask('grace.new@example.com');
      expect(json(sent)).toEqual({ status: 200, msg: 'Send successfully', data: { expireSeconds: 600, resendSeconds: 60 } });
      expect(mailbox.to('grace@example.com')).toHaveLength(0);
      const code = lastCode(mailbox, 'grace.new@example.com');
      expect(mailbox.to('grace.new@example.com')[0].text).toContain('grace');
      expect((await ask('grace.new@example.com')).statusCode).toBe(429);

      const wrongCode = code === '123456' ? '654321' : '123456';
      const cases: [object, string][] = [
        [{ password: 'grace123', newEmail: 'grace.new@example.com', code: '12' }, 'The code must be 6 digits'],
        [{ password: 'wrong123', newEmail: 'grace.new@example.com', code }, 'The password is incorrect'],
        [{ password: 'grace123', newEmail: 'grace@example.com', code }, 'The new e-mail must differ from the current one'],
        [{ password: 'grace123', newEmail: 'other@example.com', code }, 'The code has expired; please ask for a new one'],
        [{ password: 'grace123', newEmail: 'grace.new@example.com', code: wrongCode }, 'The code is incorrect'],
      ];
      for (const [payload, msg] of cases) expect(json(await post('/api/change-email', token, payload)).msg).toBe(msg);

      // Another user cannot use grace's code for that address.
      const frank = await t.login('frank', 'newpass1');
      expect(json(await post('/api/change-email', frank, { password: 'newpass1', newEmail: 'grace.new@example.com', code })).msg).toBe(
        'The code has expired; please ask for a new one',
      );

      const done = await post('/api/change-email', token, { password: 'grace123', newEmail: 'Grace.New@example.com', code });
      expect(json(done)).toMatchObject({
        status: 200,
        msg: 'Update Successfully',
        data: { username: 'grace', email: 'grace.new@example.com' },
      });
      expect(json(await post('/api/change-email', token, { password: 'grace123', newEmail: 'grace.new2@example.com', code })).msg).toBe(
        'The code has expired; please ask for a new one',
      );
    });
  });

  describe('change-userInfo', () => {
    it('replaces the profile fields within their limits', async () => {
      const token = await t.login('grace', 'grace123');
      const profile = {
        nickname: 'Gr',
        realname: 'Grace Hopper',
        school: 'Yale',
        number: '42',
        signature: 'Hello',
        github: 'https://github.com/grace',
        blog: 'https://grace.dev',
        cfUsername: 'grace_cf',
        gender: 'female',
      };
      const res = await post('/api/change-userInfo', token, profile);
      expect(json(res)).toMatchObject({ status: 200, msg: 'Update Successfully', data: profile });
      const cleared = await post('/api/change-userInfo', token, { nickname: '  ', gender: 'male' });
      expect(json(cleared).data).toMatchObject({ nickname: null, realname: null, school: null, gender: 'male', cfUsername: null });
      const limits: [object, string][] = [
        [{ nickname: 'n'.repeat(21) }, 'The nickname may be at most 20 characters'],
        [{ realname: 'r'.repeat(51) }, 'The real name may be at most 50 characters'],
        [{ school: 's'.repeat(101) }, 'The school may be at most 100 characters'],
        [{ blog: 'b'.repeat(256) }, 'Links and handles may be at most 255 characters'],
        [{ gender: 'other' }, 'The gender must be male, female or secrecy'],
      ];
      for (const [payload, msg] of limits) {
        const bad = await post('/api/change-userInfo', token, payload);
        expect(bad.statusCode).toBe(400);
        expect(json(bad).msg).toBe(msg);
      }
      const [row] = await t.db.select().from(users).where(eq(users.username, 'grace'));
      expect(row.gender).toBe('male');
    });
  });

  describe('avatar upload', () => {
    const upload = (token: string, field: string, fileName: string, bytes: Buffer) =>
      t.request({ method: 'POST', url: '/api/file/upload-avatar', token, ...multipart(field, fileName, bytes) });

    it('stores a real image, serves it, and replaces the previous one', async () => {
      const token = await t.login('grace', 'grace123');
      const first = await upload(token, 'image', 'me.png', pngBytes());
      expect(json(first)).toMatchObject({ status: 200, msg: 'Upload Avatar Successfully' });
      const url: string = json(first).data.avatar;
      expect(url).toMatch(/^\/api\/public\/img\/[0-9a-f-]{36}\.png$/);
      const served = await t.request({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(pngBytes())).toBe(true);

      // A JPEG named .jpeg is stored as what it really is.
      const jpeg = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
        Buffer.alloc(200),
      ]);
      const second = await upload(token, 'image', 'me.JPEG', jpeg);
      expect(json(second).data.avatar).toMatch(/\.jpg$/);
      expect(fs.existsSync(path.join(publicImgDir(t.dataDir), url.split('/').at(-1)!))).toBe(false);
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('refuses a file that is not really an image, a wrong extension, a missing file and more than 2 MB', async () => {
      const token = await t.login('grace', 'grace123');
      const [before] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.username, 'grace'));
      const text = await upload(token, 'image', 'fake.png', Buffer.from('this is only text pretending to be a png'));
      expect(text.statusCode).toBe(400);
      expect(json(text).msg).toBe('File type not supported; use gif, jpg, jpeg, png, bmp, webp');
      const svg = await upload(token, 'image', 'vector.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      expect(json(svg).msg).toBe('File type not supported; use gif, jpg, jpeg, png, bmp, webp');
      const pdfAsPng = await upload(token, 'image', 'doc.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'));
      expect(json(pdfAsPng).msg).toBe('File type not supported; use gif, jpg, jpeg, png, bmp, webp');
      const wrongField = await upload(token, 'file', 'me.png', pngBytes());
      expect(json(wrongField)).toMatchObject({ status: 400, msg: 'Please choose an avatar image (field image)' });
      const big = await upload(token, 'image', 'big.png', Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect(json(big).msg).toBe('The file exceeds the size limit (2 MB)');
      const notMultipart = await post('/api/file/upload-avatar', token, { image: 'x' });
      expect(json(notMultipart).msg).toBe('Please choose an avatar image (field image)');
      const [after] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.username, 'grace'));
      expect(after.avatar).toBe(before.avatar);
    });

    it('serves only stored image names', async () => {
      expect((await t.request({ method: 'GET', url: '/api/public/img/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/public/img/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    });
  });
});
