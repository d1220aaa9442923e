// The back office's site settings (root alone): the switches with their defaults, validation and effect where they
// apply; the website config and the public get-website-config that follows it; the read-only deployment facts,
// which never carry a password or a secret. Both backends: the saves take an advisory lock, and the database is
// described per kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentInfo, SiteSwitches, WebConfig } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from '../../test/helper.ts';
import { call, createProblem, submit, userWithToken } from '../submissions/test-fixtures.ts';
import { groupForm, userWithSolved } from '../groups/test-kit.ts';
import type { Db } from '../../db/client.ts';
import { describeDatabase } from './deployment.ts';

const DEFAULT_SWITCHES: SiteSwitches = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateGroupACInitValue: 20,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateCommentACInitValue: 10,
  groupTestDataMb: 256,
  userGroupTestDataMb: 512,
};

const ROUTES = [
  ['GET', '/api/admin/switch/info'],
  ['PUT', '/api/admin/switch/update'],
  ['GET', '/api/admin/config/get-web-config'],
  ['PUT', '/api/admin/config/set-web-config'],
  ['GET', '/api/admin/config/get-deployment-info'],
] as const;

describe.each(PARITY_BACKENDS)('back-office site settings on %s', (backend) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
  });
  afterAll(() => t?.close());

  const switches = (payload: object, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    call<SiteSwitches>(t, 'PUT', '/api/admin/switch/update', { token: root, payload, lang });
  const readSwitches = async () => (await call<SiteSwitches>(t, 'GET', '/api/admin/switch/info', { token: root })).body.data;
  const webConfig = (payload: object, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    call<WebConfig>(t, 'PUT', '/api/admin/config/set-web-config', { token: root, payload, lang });
  const publicConfig = async () => (await call<Record<string, unknown>>(t, 'GET', '/api/get-website-config')).body.data;

  it('is for root alone: visitors 401, the other admin roles and users 403 with the spec message', async () => {
    const others = [await userWithToken(t, 1001), await userWithToken(t, 1008), await userWithToken(t, 1002)];
    for (const [method, url] of ROUTES) {
      expect((await call(t, method, url, { payload: {} })).body).toEqual({ status: 401, msg: 'Please login first', data: null });
      for (const other of others) {
        const res = await call(t, method, url, { token: other.token, payload: {} });
        expect(res.body).toEqual({ status: 403, msg: 'Please login again with the administrator account', data: null });
      }
      expect((await call(t, method, url, { token: root, payload: {} })).code).toBe(200);
    }
    expect(await readSwitches()).toEqual(DEFAULT_SWITCHES);
  });

  describe('switches', () => {
    it('answers the reference defaults; a save changes the given ones and keeps the rest', async () => {
      expect(await readSwitches()).toEqual(DEFAULT_SWITCHES);
      const saved = await switches({ openPublicJudge: false, defaultCreateGroupLimit: 7, openGroupDiscussion: false });
      expect(saved.body).toMatchObject({ status: 200, msg: 'Update Successfully' });
      const changed = { ...DEFAULT_SWITCHES, openPublicJudge: false, defaultCreateGroupLimit: 7, openGroupDiscussion: false };
      expect(saved.body.data).toEqual(changed);
      expect(await readSwitches()).toEqual(changed);
      // The discussion switches are the ones the public site config tells the pages.
      expect(await publicConfig()).toMatchObject({ openPublicDiscussion: true, openGroupDiscussion: false, openContestComment: true });

      expect((await switches(DEFAULT_SWITCHES)).body.data).toEqual(DEFAULT_SWITCHES);
      expect(await publicConfig()).toMatchObject({ openGroupDiscussion: true });
    });

    it('a negative submit interval means none; other numbers must be whole, non-negative and sane', async () => {
      expect((await switches({ defaultSubmitInterval: -5 })).body.data.defaultSubmitInterval).toBe(0);
      const refused: [object, string][] = [
        [{ defaultSubmitInterval: 3601 }, 'The submit interval must be a whole number of seconds up to 3600'],
        [{ defaultSubmitInterval: 1.5 }, 'The submit interval must be a whole number of seconds up to 3600'],
        [{ defaultCreateGroupACInitValue: -1 }, 'The number of solved problems must be a whole number from 0 to 100000'],
        [{ defaultCreateCommentACInitValue: 100_001 }, 'The number of solved problems must be a whole number from 0 to 100000'],
        [{ defaultCreateDiscussionDailyLimit: 2.5 }, 'The daily limit must be a whole number from 0 to 1000'],
        [{ defaultCreateGroupDailyLimit: '3' }, 'The daily limit must be a whole number from 0 to 1000'],
        [{ defaultCreateGroupLimit: 1001 }, 'The number of owned groups must be a whole number from 0 to 1000'],
        [{ groupTestDataMb: -1 }, 'The test data quota must be a whole number of MB from 0 to 102400'],
        [{ openPublicJudge: 'yes' }, 'A switch is either on or off'],
      ];
      for (const [payload, msg] of refused) expect((await switches(payload)).body).toEqual({ status: 400, msg, data: null });
      expect((await switches({ defaultCreateGroupLimit: -1 }, 'zh-CN')).body.msg).toBe('可拥有团队数须为 0 到 1000 之间的整数');
      expect(await readSwitches()).toEqual({ ...DEFAULT_SWITCHES, defaultSubmitInterval: 0 });
      await switches({ defaultSubmitInterval: 8 });
    });

    it('each takes effect where it applies', async () => {
      const user = await userWithToken(t);
      await createProblem(t, { problemId: 'SWITCHED' });
      try {
        await switches({ openPublicDiscussion: false, openPublicJudge: false, defaultSubmitInterval: 0 });
        expect((await call(t, 'GET', '/api/get-discussion-list')).body.msg).toBe('No Access: the public discussion area is closed');
        expect((await submit(t, user.token, 'SWITCHED')).body).toMatchObject({
          status: 403,
          msg: 'The site has closed judging of problems for now',
        });

        await switches({
          openPublicDiscussion: true,
          openPublicJudge: true,
          defaultSubmitInterval: 60,
          hideNonContestSubmissionCode: true,
        });
        expect((await call(t, 'GET', '/api/get-discussion-list')).code).toBe(200);
        const first = await submit(t, user.token, 'SWITCHED');
        expect(first.code).toBe(200);
        const again = await submit(t, user.token, 'SWITCHED');
        expect(again.code).toBe(429);
        expect(again.body.msg).toMatch(/^You are submitting too often; please wait (59|60) seconds and try again$/);
        const detail = (token: string) =>
          call<{ submission: { code?: string } }>(t, 'GET', `/api/get-submission-detail?submitId=${first.body.data.submitId}`, { token });
        expect((await detail(user.token)).body.data.submission.code).toBeUndefined();
        expect((await detail(root)).body.data.submission.code).toContain('scanf');

        const solver = await userWithSolved(t, 1);
        const createGroup = () => call(t, 'POST', '/api/group', { token: solver.token, payload: { group: groupForm() } });
        await switches({ defaultCreateGroupACInitValue: 2 });
        expect((await createGroup()).body.msg).toBe('You need to solve at least 2 problems to create a group');
        await switches({ defaultCreateGroupACInitValue: 1 });
        expect((await createGroup()).code).toBe(200);
      } finally {
        await switches(DEFAULT_SWITCHES);
      }
    });
  });

  describe('website config', () => {
    it('answers the stored config; a save shows at once in the public get-website-config and keeps the switches', async () => {
      const before = (await call<WebConfig>(t, 'GET', '/api/admin/config/get-web-config', { token: root })).body.data;
      expect(before).toMatchObject({ name: 'Verdict Online Judge', shortName: 'Verdict', register: true, recordName: '', email: '' });
      expect(Object.keys(before).sort()).toEqual(
        ['baseUrl', 'description', 'email', 'name', 'projectName', 'projectUrl', 'recordName', 'recordUrl', 'register', 'shortName'].sort(),
      );
      await switches({ openContestComment: false });
      try {
        const saved = await webConfig({
          name: '  Club Judge ',
          shortName: 'Club',
          baseUrl: 'https://oj.example.org//',
          email: 'Contact@Example.org',
          register: false,
          recordName: 'ICP 123',
          recordUrl: 'https://beian.example.org/',
          projectUrl: '',
        });
        expect(saved.body).toMatchObject({ status: 200, msg: 'Update Successfully' });
        const expected = {
          ...before,
          name: 'Club Judge',
          shortName: 'Club',
          baseUrl: 'https://oj.example.org',
          email: 'contact@example.org',
          register: false,
          recordName: 'ICP 123',
          recordUrl: 'https://beian.example.org',
          projectUrl: '',
        };
        expect(saved.body.data).toEqual(expected);
        expect(await publicConfig()).toMatchObject({ ...expected, openContestComment: false, openPublicDiscussion: true });
        // Registration follows at once.
        const register = await call(t, 'POST', '/api/register', {
          payload: { username: 'newbie', password: 'abc123', email: 'n@example.org', code: '123456' },
        });
        expect(register.body.msg).toBe('Registration is closed on this site');
      } finally {
        await webConfig(before);
        await switches({ openContestComment: true });
      }
      expect((await call(t, 'GET', '/api/admin/config/get-web-config', { token: root })).body.data).toEqual(before);
    });

    it('checks every field with translated messages', async () => {
      const refused: [object, string][] = [
        [{ name: '   ' }, 'The site name must be 1 to 64 characters'],
        [{ name: 'x'.repeat(65) }, 'The site name must be 1 to 64 characters'],
        [{ shortName: '' }, 'The short name must be 1 to 20 characters'],
        [{ description: 'd'.repeat(501) }, 'The description may be at most 500 characters'],
        [{ baseUrl: 'ftp://oj.example.org' }, 'The site address must be an http(s) address of at most 255 characters'],
        [{ baseUrl: 'oj.example.org' }, 'The site address must be an http(s) address of at most 255 characters'],
        [{ recordUrl: 'javascript:alert(1)' }, 'The record link must be an http(s) address of at most 255 characters'],
        [{ projectUrl: `https://example.org/${'p'.repeat(250)}` }, 'The project link must be an http(s) address of at most 255 characters'],
        [{ recordName: 'r'.repeat(101) }, 'The record name may be at most 100 characters'],
        [{ projectName: 'p'.repeat(65) }, 'The project name may be at most 64 characters'],
        [{ email: 'not-mail' }, 'The contact e-mail is not a valid address'],
        [{ register: 'no' }, 'A switch is either on or off'],
      ];
      for (const [payload, msg] of refused) expect((await webConfig(payload)).body).toEqual({ status: 400, msg, data: null });
      expect((await webConfig({ name: '' }, 'zh-CN')).body.msg).toBe('网站名称须为 1 到 64 个字符');
      expect((await publicConfig()).name).toBe('Verdict Online Judge');
    });
  });

  describe('deployment', () => {
    it('tells the database, folders, judge secret and session lengths, never a password or the secret', async () => {
      const res = await call<DeploymentInfo>(t, 'GET', '/api/admin/config/get-deployment-info', { token: root });
      expect(res.body.data).toMatchObject({ dataDir: t.dataDir, judgeSecretSet: true, tokenTtlHours: 24, tokenRefreshHours: 12 });
      expect(res.body.data.database.kind).toBe(t.database.kind);
      if (t.database.kind === 'pglite') {
        expect(res.body.data.database).toEqual({ kind: 'pglite', host: null, port: null, name: null, user: null, directory: null });
      } else {
        expect(res.body.data.database.name).toMatch(/\w/);
      }
      const body = JSON.stringify(res.body);
      expect(body).not.toContain(TEST_JUDGE_SECRET);
      expect(body).not.toMatch(/password/i);
    });

    it('reads PostgreSQL settings from the connection string or the options, without the password', () => {
      const on = (client: object) => describeDatabase({ $client: client } as unknown as Db);
      const fromUrl = on({ options: { connectionString: 'postgres://judge:s3cr%40t@db.example.org:6543/verdict_prod?sslmode=require' } });
      expect(fromUrl).toEqual({
        kind: 'postgres',
        host: 'db.example.org',
        port: 6543,
        name: 'verdict_prod',
        user: 'judge',
        directory: null,
      });
      expect(JSON.stringify(fromUrl)).not.toContain('s3cr');
      expect(on({ options: { host: '/run/postgresql', database: 'oj', password: 'hidden' } })).toEqual({
        kind: 'postgres',
        host: '/run/postgresql',
        port: null,
        name: 'oj',
        user: null,
        directory: null,
      });
      expect(on({ dataDir: '/srv/verdict/pglite' })).toMatchObject({ kind: 'pglite', directory: '/srv/verdict/pglite' });
    });
  });
});
