// The role matrix of spec 000 §6 on the server: each role 1000-1008 and the anonymous visitor against every
// guarded call. Allowed = neither 401 nor 403 (the call may still refuse its junk input); refused = 401 for the
// visitor, 403 for a logged-in role. Every /api route must be classified here, so a new call cannot slip in
// without a server-side rule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CODES, type RoleCode } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';

/** Who may call, written out from the spec (not derived from the server's own tables). */
const ALLOWED = {
  anyone: 'anyone',
  login: [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008],
  /** Submit and online test: not the no-submit roles 1003, 1006, 1007. */
  submit: [1000, 1001, 1002, 1004, 1005, 1008],
  /** Admin role: admin, problem admin, super admin. */
  admin: [1000, 1001, 1008],
  /** Tags and classifications, training categories, problem import, export and verification: super admin and problem admin. */
  tagManager: [1000, 1008],
  superAdmin: [1000],
  /** Creating a group: the group_add permission (not 1003-1007). */
  groupAdd: [1000, 1001, 1002, 1008],
  /** Posting a discussion: the discussion_add permission (not 1004-1007). */
  discussionAdd: [1000, 1001, 1002, 1003, 1008],
  /** Commenting and replying: comment_add and reply_add (not the muted 1005 and 1007). */
  commentAdd: [1000, 1001, 1002, 1003, 1004, 1006, 1008],
} as const satisfies Record<string, readonly RoleCode[] | 'anyone'>;

type Rule = keyof typeof ALLOWED;

interface GuardedCall {
  /** The registered route, e.g. 'GET /api/public/img/:name'. */
  route: string;
  rule: Rule;
  /** The concrete URL when it differs from the route's. */
  url?: string;
  payload?: object;
  /** Calls that end the session get a token of their own. */
  ownToken?: boolean;
}

const NO_ID = 987_654;
const NO_UUID = randomUUID();

const CALLS: GuardedCall[] = [
  // Accounts
  { route: 'POST /api/login', rule: 'anyone', payload: {} },
  { route: 'POST /api/admin/login', rule: 'anyone', payload: {} },
  { route: 'GET /api/logout', rule: 'login', ownToken: true },
  { route: 'GET /api/admin/logout', rule: 'login', ownToken: true },
  { route: 'GET /api/get-user-auth-info', rule: 'login' },
  { route: 'GET /api/get-user-info', rule: 'login' },
  { route: 'GET /api/get-slide-captcha', rule: 'anyone' },
  { route: 'POST /api/check-slide-captcha', rule: 'anyone', payload: { captchaId: NO_UUID, x: 1 } },
  { route: 'GET /api/get-register-code', rule: 'anyone', url: '/api/get-register-code?email=junk' },
  { route: 'POST /api/check-username-or-email', rule: 'anyone', payload: { username: 'nobody' } },
  { route: 'GET /api/captcha', rule: 'anyone' },
  { route: 'POST /api/register', rule: 'anyone', payload: {} },
  { route: 'POST /api/apply-reset-password', rule: 'anyone', payload: {} },
  { route: 'POST /api/reset-password', rule: 'anyone', payload: {} },
  { route: 'POST /api/change-password', rule: 'login', payload: { oldPassword: 'wrongpass1', newPassword: 'newpass12' } },
  { route: 'GET /api/get-change-email-code', rule: 'login', url: '/api/get-change-email-code?email=taken%40example.com' },
  { route: 'POST /api/change-email', rule: 'login', payload: { password: 'wrongpass1', newEmail: 'taken@example.com', code: '123456' } },
  { route: 'POST /api/change-userInfo', rule: 'login', payload: { nickname: 'matrix' } },
  { route: 'POST /api/file/upload-avatar', rule: 'login', payload: {} },
  { route: 'GET /api/public/img/:name', rule: 'anyone', url: `/api/public/img/${NO_UUID}.png` },
  // Site and messages
  { route: 'GET /api/get-website-config', rule: 'anyone' },
  { route: 'GET /api/home-carousel', rule: 'anyone' },
  { route: 'GET /api/get-recent-contest', rule: 'anyone' },
  { route: 'GET /api/get-recent-updated-problem', rule: 'anyone' },
  { route: 'GET /api/get-recent-seven-ac-rank', rule: 'anyone' },
  { route: 'GET /api/get-common-announcement', rule: 'anyone' },
  { route: 'GET /api/get-announcement-detail', rule: 'anyone', url: `/api/get-announcement-detail?aid=${NO_ID}` },
  { route: 'GET /api/get-last-week-submission-statistics', rule: 'anyone' },
  { route: 'GET /api/msg/unread', rule: 'login' },
  { route: 'GET /api/msg/comment', rule: 'login' },
  { route: 'GET /api/msg/reply', rule: 'login' },
  { route: 'GET /api/msg/like', rule: 'login' },
  { route: 'GET /api/msg/sys', rule: 'login' },
  { route: 'GET /api/msg/mine', rule: 'login' },
  { route: 'DELETE /api/msg/clean', rule: 'login', url: '/api/msg/clean?type=Like' },
  // Comments and replies (the thread's own rules answer 404/403 inside; an unknown thread is 404)
  { route: 'GET /api/comments', rule: 'anyone', url: `/api/comments?did=${NO_ID}` },
  { route: 'GET /api/reply', rule: 'anyone', url: `/api/reply?commentId=${NO_ID}` },
  { route: 'POST /api/comment', rule: 'commentAdd', payload: { did: NO_ID, content: 'matrix' } },
  { route: 'POST /api/reply', rule: 'commentAdd', payload: { commentId: NO_ID, content: 'matrix' } },
  { route: 'DELETE /api/comment', rule: 'login', url: `/api/comment?id=${NO_ID}` },
  { route: 'DELETE /api/reply', rule: 'login', url: `/api/reply?id=${NO_ID}` },
  { route: 'GET /api/comment-like', rule: 'login', url: `/api/comment-like?cid=${NO_ID}&toLike=true` },
  // Discussions (an unknown post or group is 404 for everyone who may call)
  { route: 'GET /api/discussion-category', rule: 'anyone' },
  { route: 'POST /api/discussion-category', rule: 'superAdmin', payload: [] },
  { route: 'GET /api/get-discussion-list', rule: 'anyone' },
  { route: 'GET /api/get-discussion-detail', rule: 'anyone', url: `/api/get-discussion-detail?did=${NO_ID}` },
  { route: 'POST /api/discussion', rule: 'discussionAdd', payload: {} },
  { route: 'PUT /api/discussion', rule: 'login', payload: {} },
  { route: 'DELETE /api/discussion', rule: 'login', url: `/api/discussion?did=${NO_ID}` },
  { route: 'GET /api/discussion-like', rule: 'login', url: `/api/discussion-like?did=${NO_ID}&toLike=true` },
  { route: 'POST /api/discussion-report', rule: 'login', payload: { did: NO_ID, content: 'matrix' } },
  { route: 'GET /api/group/get-discussion-list', rule: 'login', url: `/api/group/get-discussion-list?gid=${NO_ID}` },
  { route: 'GET /api/group/get-admin-discussion-list', rule: 'login', url: `/api/group/get-admin-discussion-list?gid=${NO_ID}` },
  { route: 'POST /api/group/discussion', rule: 'discussionAdd', payload: {} },
  { route: 'PUT /api/group/discussion', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/discussion', rule: 'login', url: `/api/group/discussion?did=${NO_ID}` },
  { route: 'GET /api/admin/discussion', rule: 'admin' },
  { route: 'PUT /api/admin/discussion', rule: 'admin', payload: { id: NO_ID, status: 1 } },
  { route: 'DELETE /api/admin/discussion', rule: 'admin', url: `/api/admin/discussion?did=${NO_ID}` },
  { route: 'GET /api/admin/discussion/report', rule: 'admin' },
  { route: 'PUT /api/admin/discussion/report', rule: 'admin', payload: { id: NO_ID, status: true } },
  // Markdown uploads: admin roles, or a group's admins with its gid in the form, so the rights are checked once the
  // form is read (files.test.ts: an ordinary user without a gid is refused 403)
  { route: 'POST /api/file/upload-md-img', rule: 'login', payload: {} },
  { route: 'POST /api/file/upload-md-file', rule: 'login', payload: {} },
  { route: 'GET /api/file/delete-md-img', rule: 'login', url: `/api/file/delete-md-img?fileId=${NO_ID}` },
  { route: 'GET /api/public/file/:name', rule: 'anyone', url: `/api/public/file/${NO_UUID}.bin` },
  // Group announcements, rank, avatar, disband code, problems applying to be public (the group rules answer 404/403 inside)
  { route: 'GET /api/group/get-announcement-list', rule: 'login', url: `/api/group/get-announcement-list?gid=${NO_ID}` },
  { route: 'GET /api/group/get-admin-announcement-list', rule: 'login', url: `/api/group/get-admin-announcement-list?gid=${NO_ID}` },
  { route: 'POST /api/group/announcement', rule: 'login', payload: {} },
  { route: 'PUT /api/group/announcement', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/announcement', rule: 'login', url: `/api/group/announcement?aid=${NO_ID}` },
  { route: 'GET /api/group/get-group-rank-list', rule: 'anyone', url: `/api/group/get-group-rank-list?gid=${NO_ID}` },
  { route: 'GET /api/group/get-verify-email-code', rule: 'login', url: '/api/group/get-verify-email-code?email=junk' },
  { route: 'POST /api/file/upload-group-avatar', rule: 'login', payload: {} },
  { route: 'PUT /api/group/apply-public', rule: 'login', payload: { pid: NO_ID, isApplied: true } },
  { route: 'GET /api/admin/group-problem/list', rule: 'tagManager' },
  { route: 'PUT /api/admin/group-problem/change-progress', rule: 'tagManager', payload: { pid: NO_ID, progress: 2 } },
  { route: 'GET /api/get-training-rank', rule: 'login', url: `/api/get-training-rank?tid=${NO_ID}` },
  // Back office: notices
  // Back office (issue 16): the dashboard for admin roles; users, server figures, judge servers, announcements,
  // switches, web config, deployment and carousel for the super admin.
  { route: 'GET /api/admin/dashboard/get-dashboard-info', rule: 'admin' },
  { route: 'GET /api/admin/dashboard/get-sessions', rule: 'admin' },
  { route: 'GET /api/admin/config/get-service-info', rule: 'superAdmin' },
  { route: 'GET /api/admin/config/get-judge-service-info', rule: 'superAdmin' },
  { route: 'PUT /api/admin/judge-server', rule: 'superAdmin', payload: { id: '00000000-0000-4000-8000-000000000000', enabled: true } },
  { route: 'DELETE /api/admin/judge-server', rule: 'superAdmin', url: '/api/admin/judge-server?id=00000000-0000-4000-8000-000000000000' },
  { route: 'GET /api/admin/user/get-user-list', rule: 'superAdmin' },
  { route: 'PUT /api/admin/user/edit-user', rule: 'superAdmin', payload: {} },
  { route: 'DELETE /api/admin/user/delete-user', rule: 'superAdmin', payload: { ids: ['00000000-0000-4000-8000-000000000000'] } },
  { route: 'POST /api/admin/user/insert-batch-user', rule: 'superAdmin', payload: { users: [] } },
  { route: 'POST /api/admin/user/generate-user', rule: 'superAdmin', payload: {} },
  {
    route: 'GET /api/file/generate-user-excel',
    rule: 'superAdmin',
    url: '/api/file/generate-user-excel?key=00000000-0000-4000-8000-000000000000',
  },
  { route: 'GET /api/admin/announcement', rule: 'superAdmin' },
  { route: 'POST /api/admin/announcement', rule: 'superAdmin', payload: {} },
  { route: 'PUT /api/admin/announcement', rule: 'superAdmin', payload: {} },
  { route: 'DELETE /api/admin/announcement', rule: 'superAdmin', url: `/api/admin/announcement?aid=${NO_ID}` },
  { route: 'GET /api/admin/switch/info', rule: 'superAdmin' },
  { route: 'PUT /api/admin/switch/update', rule: 'superAdmin', payload: {} },
  { route: 'GET /api/admin/config/get-web-config', rule: 'superAdmin' },
  { route: 'PUT /api/admin/config/set-web-config', rule: 'superAdmin', payload: {} },
  { route: 'GET /api/admin/config/get-deployment-info', rule: 'superAdmin' },
  { route: 'POST /api/file/upload-carouse-img', rule: 'superAdmin', payload: {} },
  { route: 'DELETE /api/admin/home-carousel', rule: 'superAdmin', url: `/api/admin/home-carousel?id=${NO_ID}` },
  { route: 'GET /api/admin/msg/notice', rule: 'superAdmin' },
  { route: 'POST /api/admin/msg/notice', rule: 'superAdmin', payload: {} },
  { route: 'PUT /api/admin/msg/notice', rule: 'superAdmin', payload: {} },
  { route: 'DELETE /api/admin/msg/notice', rule: 'superAdmin', url: `/api/admin/msg/notice?id=${NO_ID}` },
  // Back office: users' sessions, e-mail settings, judge servers
  { route: 'GET /api/admin/user/sessions', rule: 'superAdmin', url: `/api/admin/user/sessions?uid=${NO_UUID}` },
  { route: 'DELETE /api/admin/user/sessions', rule: 'superAdmin', url: `/api/admin/user/sessions?uid=${NO_UUID}` },
  { route: 'DELETE /api/admin/user/session', rule: 'superAdmin', url: `/api/admin/user/session?id=${NO_UUID}` },
  { route: 'GET /api/admin/config/get-email-config', rule: 'superAdmin' },
  { route: 'PUT /api/admin/config/set-email-config', rule: 'superAdmin', payload: { port: 0 } },
  { route: 'POST /api/admin/config/test-email', rule: 'superAdmin', payload: { email: 'junk' } },
  { route: 'GET /api/admin/judge-servers', rule: 'admin' },
  // Online test
  { route: 'POST /api/submit-problem-test-judge', rule: 'submit', payload: {} },
  { route: 'GET /api/get-test-judge-result', rule: 'login', url: '/api/get-test-judge-result?testJudgeKey=TEST_JUDGE_none' },
  { route: 'POST /api/admin/problem/compile-spj', rule: 'admin', payload: {} },
  // Problems
  { route: 'GET /api/get-all-problem-tags', rule: 'anyone' },
  { route: 'GET /api/get-problem-tags-and-classification', rule: 'anyone' },
  { route: 'GET /api/get-problem-list', rule: 'anyone' },
  { route: 'GET /api/get-random-problem', rule: 'anyone' },
  { route: 'GET /api/get-problem-detail', rule: 'anyone', url: '/api/get-problem-detail?problemId=NOPE' },
  { route: 'GET /api/get-problem-code-template', rule: 'anyone', url: `/api/get-problem-code-template?pid=${NO_ID}` },
  { route: 'GET /api/get-problem-languages', rule: 'anyone', url: `/api/get-problem-languages?pid=${NO_ID}` },
  { route: 'GET /api/get-problem-tags', rule: 'anyone', url: `/api/get-problem-tags?pid=${NO_ID}` },
  { route: 'GET /api/languages', rule: 'anyone' },
  { route: 'POST /api/get-user-problem-status', rule: 'login', payload: { pidList: [], isContestProblemList: false } },
  { route: 'GET /api/get-full-screen-problem-list', rule: 'anyone', url: `/api/get-full-screen-problem-list?tid=${NO_ID}` },
  // Problem administration
  { route: 'GET /api/admin/problem/get-problem-list', rule: 'admin' },
  { route: 'GET /api/admin/problem', rule: 'admin', url: `/api/admin/problem?pid=${NO_ID}` },
  { route: 'POST /api/admin/problem', rule: 'admin', payload: {} },
  { route: 'PUT /api/admin/problem', rule: 'admin', payload: {} },
  { route: 'DELETE /api/admin/problem', rule: 'admin', url: `/api/admin/problem?pid=${NO_ID}` },
  { route: 'PUT /api/admin/problem/change-problem-auth', rule: 'admin', payload: { pid: NO_ID, auth: 2 } },
  { route: 'GET /api/admin/problem/get-problem-cases', rule: 'admin', url: `/api/admin/problem/get-problem-cases?pid=${NO_ID}` },
  { route: 'POST /api/file/upload-testcase-zip', rule: 'admin', payload: {} },
  { route: 'GET /api/file/download-testcase', rule: 'login', url: `/api/file/download-testcase?pid=${NO_ID}` },
  { route: 'POST /api/file/import-problem', rule: 'tagManager', payload: {} },
  { route: 'GET /api/admin/problem/import-progress', rule: 'tagManager', url: `/api/admin/problem/import-progress?jobId=${NO_UUID}` },
  { route: 'GET /api/file/export-problem', rule: 'tagManager', url: `/api/file/export-problem?pids=${NO_ID}&format=fps` },
  { route: 'POST /api/admin/problem/verify-solutions', rule: 'tagManager', payload: { pids: [NO_ID] } },
  { route: 'GET /api/admin/problem/solution-verdicts', rule: 'tagManager', url: `/api/admin/problem/solution-verdicts?pids=${NO_ID}` },
  { route: 'GET /api/admin/tag', rule: 'tagManager' },
  { route: 'POST /api/admin/tag', rule: 'tagManager', payload: {} },
  { route: 'PUT /api/admin/tag', rule: 'tagManager', payload: {} },
  { route: 'DELETE /api/admin/tag', rule: 'tagManager', url: `/api/admin/tag?tid=${NO_ID}` },
  { route: 'GET /api/admin/tag/classification', rule: 'tagManager' },
  { route: 'POST /api/admin/tag/classification', rule: 'tagManager', payload: {} },
  { route: 'PUT /api/admin/tag/classification', rule: 'tagManager', payload: {} },
  { route: 'DELETE /api/admin/tag/classification', rule: 'tagManager', url: `/api/admin/tag/classification?id=${NO_ID}` },
  // Trainings
  { route: 'GET /api/get-training-category', rule: 'anyone' },
  { route: 'GET /api/get-training-list', rule: 'anyone' },
  { route: 'GET /api/get-training-detail', rule: 'anyone', url: `/api/get-training-detail?tid=${NO_ID}` },
  { route: 'GET /api/get-training-access', rule: 'login', url: `/api/get-training-access?tid=${NO_ID}` },
  { route: 'POST /api/register-training', rule: 'login', payload: { tid: NO_ID, password: 'junk' } },
  { route: 'GET /api/get-training-problem-list', rule: 'anyone', url: `/api/get-training-problem-list?tid=${NO_ID}` },
  // Training administration
  { route: 'GET /api/get-training-chapter-list', rule: 'anyone', url: `/api/get-training-chapter-list?tid=${NO_ID}` },
  { route: 'GET /api/get-training-chapter-rank', rule: 'login', url: `/api/get-training-chapter-rank?tid=${NO_ID}` },
  { route: 'GET /api/admin/training/get-chapter-list', rule: 'admin', url: `/api/admin/training/get-chapter-list?trainingId=${NO_ID}` },
  { route: 'GET /api/training-favorite', rule: 'login', url: `/api/training-favorite?tid=${NO_ID}&toFavorite=true` },
  { route: 'GET /api/training-like', rule: 'login', url: `/api/training-like?tid=${NO_ID}&toLike=true` },
  // Personal trainings: any user for their own (the author rule answers 403/404 inside); delete is root's.
  { route: 'GET /api/personal/training/list', rule: 'login' },
  { route: 'GET /api/personal/training', rule: 'login', url: `/api/personal/training?id=${NO_ID}` },
  { route: 'POST /api/personal/training', rule: 'login', payload: {} },
  { route: 'PUT /api/personal/training', rule: 'login', payload: {} },
  { route: 'DELETE /api/personal/training', rule: 'superAdmin', url: `/api/personal/training?id=${NO_ID}` },
  { route: 'PUT /api/personal/training/change-status', rule: 'login', payload: { id: NO_ID, status: true } },
  { route: 'GET /api/personal/training/chapter-list', rule: 'login', url: `/api/personal/training/chapter-list?parentId=${NO_ID}` },
  { route: 'GET /api/personal/training/problem-list', rule: 'login', url: `/api/personal/training/problem-list?tid=${NO_ID}` },
  { route: 'PUT /api/personal/training/problem', rule: 'login', payload: { tid: NO_ID, pid: NO_ID, rank: 1 } },
  { route: 'DELETE /api/personal/training/problem', rule: 'login', url: `/api/personal/training/problem?tid=${NO_ID}&pid=${NO_ID}` },
  { route: 'POST /api/personal/training/add-problem-from-public', rule: 'login', payload: { tid: NO_ID, pid: NO_ID } },
  { route: 'GET /api/admin/training/get-training-list', rule: 'admin' },
  { route: 'GET /api/admin/training', rule: 'admin', url: `/api/admin/training?tid=${NO_ID}` },
  { route: 'POST /api/admin/training', rule: 'admin', payload: {} },
  { route: 'PUT /api/admin/training', rule: 'admin', payload: {} },
  { route: 'DELETE /api/admin/training', rule: 'superAdmin', url: `/api/admin/training?tid=${NO_ID}` },
  { route: 'PUT /api/admin/training/change-training-status', rule: 'admin', payload: { tid: NO_ID, status: true } },
  { route: 'GET /api/admin/training/get-problem-list', rule: 'admin', url: `/api/admin/training/get-problem-list?tid=${NO_ID}` },
  { route: 'POST /api/admin/training/add-problem-from-public', rule: 'admin', payload: { tid: NO_ID, pid: NO_ID } },
  { route: 'PUT /api/admin/training/problem', rule: 'admin', payload: { tid: NO_ID, pid: NO_ID, rank: 1 } },
  { route: 'DELETE /api/admin/training/problem', rule: 'admin', url: `/api/admin/training/problem?tid=${NO_ID}&pid=${NO_ID}` },
  { route: 'POST /api/admin/training/category', rule: 'tagManager', payload: {} },
  { route: 'PUT /api/admin/training/category', rule: 'tagManager', payload: {} },
  { route: 'DELETE /api/admin/training/category', rule: 'tagManager', url: `/api/admin/training/category?id=${NO_ID}` },
  // Contests
  { route: 'GET /api/get-contest-list', rule: 'anyone' },
  { route: 'GET /api/get-contest-info', rule: 'anyone', url: `/api/get-contest-info?cid=${NO_ID}` },
  { route: 'GET /api/get-contest-access', rule: 'login', url: `/api/get-contest-access?cid=${NO_ID}` },
  { route: 'POST /api/register-contest', rule: 'login', payload: { cid: NO_ID, password: 'junk' } },
  { route: 'GET /api/get-contest-problem', rule: 'login', url: `/api/get-contest-problem?cid=${NO_ID}` },
  { route: 'GET /api/get-contest-problem-details', rule: 'login', url: `/api/get-contest-problem-details?cid=${NO_ID}&displayId=A` },
  { route: 'GET /api/contest-submissions', rule: 'login', url: `/api/contest-submissions?cid=${NO_ID}` },
  { route: 'GET /api/admin/contest/get-contest-list', rule: 'admin' },
  { route: 'GET /api/admin/contest', rule: 'admin', url: `/api/admin/contest?cid=${NO_ID}` },
  { route: 'POST /api/admin/contest', rule: 'admin', payload: {} },
  { route: 'PUT /api/admin/contest', rule: 'admin', payload: {} },
  { route: 'DELETE /api/admin/contest', rule: 'admin', url: `/api/admin/contest?cid=${NO_ID}` },
  { route: 'PUT /api/admin/contest/change-contest-visible', rule: 'admin', payload: { cid: NO_ID, visible: true } },
  { route: 'GET /api/admin/contest/get-problem-list', rule: 'admin', url: `/api/admin/contest/get-problem-list?cid=${NO_ID}` },
  { route: 'POST /api/admin/contest/add-problem-from-public', rule: 'admin', payload: { cid: NO_ID, pid: NO_ID, displayId: 'A' } },
  {
    route: 'PUT /api/admin/contest/contest-problem',
    rule: 'admin',
    payload: { cid: NO_ID, pid: NO_ID, displayId: 'A', displayTitle: 'A' },
  },
  {
    route: 'DELETE /api/admin/contest/contest-problem',
    rule: 'admin',
    url: `/api/admin/contest/contest-problem?cid=${NO_ID}&pid=${NO_ID}`,
  },
  { route: 'GET /api/admin/contest/clone', rule: 'admin', url: `/api/admin/contest/clone?cid=${NO_ID}` },
  { route: 'POST /api/admin/contest/problem', rule: 'admin', payload: {} },
  { route: 'GET /api/admin/contest/announcement', rule: 'admin', url: `/api/admin/contest/announcement?cid=${NO_ID}` },
  { route: 'POST /api/admin/contest/announcement', rule: 'admin', payload: {} },
  { route: 'PUT /api/admin/contest/announcement', rule: 'admin', payload: {} },
  { route: 'DELETE /api/admin/contest/announcement', rule: 'admin', url: `/api/admin/contest/announcement?aid=${NO_ID}` },
  // Boards, exports and the contest helpers (the contest's own rules answer 404/403 inside)
  { route: 'POST /api/get-contest-rank', rule: 'login', payload: { cid: NO_ID } },
  { route: 'POST /api/get-contest-outside-scoreboard', rule: 'anyone', payload: { cid: NO_ID } },
  { route: 'GET /api/get-contest-outsize-info', rule: 'anyone', url: `/api/get-contest-outsize-info?cid=${NO_ID}` },
  { route: 'GET /api/file/download-contest-rank', rule: 'login', url: `/api/file/download-contest-rank?cid=${NO_ID}` },
  { route: 'GET /api/file/download-contest-ac-submission', rule: 'login', url: `/api/file/download-contest-ac-submission?cid=${NO_ID}` },
  { route: 'POST /api/check-contest-submissions-status', rule: 'anyone', payload: { submitIds: [], cid: NO_ID } },
  { route: 'GET /api/get-contest-announcement', rule: 'login', url: `/api/get-contest-announcement?cid=${NO_ID}` },
  { route: 'POST /api/get-contest-not-read-announcement', rule: 'login', payload: { cid: NO_ID, readAnnouncementList: [] } },
  { route: 'GET /api/get-contest-ac-info', rule: 'login', url: `/api/get-contest-ac-info?cid=${NO_ID}` },
  { route: 'PUT /api/check-contest-ac-info', rule: 'login', payload: { id: NO_ID, checked: true, cid: NO_ID } },
  { route: 'POST /api/submit-print-text', rule: 'login', payload: {} },
  { route: 'GET /api/get-contest-print', rule: 'login', url: `/api/get-contest-print?cid=${NO_ID}` },
  { route: 'PUT /api/check-contest-print-status', rule: 'login', payload: { id: NO_ID, cid: NO_ID } },
  { route: 'GET /api/file/download-contest-print-text', rule: 'login', url: `/api/file/download-contest-print-text?id=${NO_ID}` },
  {
    route: 'GET /api/admin/judge/rejudge-contest-problem',
    rule: 'superAdmin',
    url: `/api/admin/judge/rejudge-contest-problem?pid=${NO_ID}&cid=${NO_ID}`,
  },
  // Rank lists and user home (an unknown user is 404 for everyone)
  { route: 'GET /api/get-rank-list', rule: 'anyone', url: '/api/get-rank-list?type=0' },
  { route: 'GET /api/get-user-home-info', rule: 'anyone', url: '/api/get-user-home-info?username=nobody-here' },
  { route: 'GET /api/get-user-calendar-heatmap', rule: 'anyone', url: '/api/get-user-calendar-heatmap?username=nobody-here' },
  // Group contests (the group rules answer 404/403 inside; an unknown group or contest is 404)
  { route: 'GET /api/group/get-contest-list', rule: 'login', url: `/api/group/get-contest-list?gid=${NO_ID}` },
  { route: 'GET /api/group/get-admin-contest-list', rule: 'login', url: `/api/group/get-admin-contest-list?gid=${NO_ID}` },
  { route: 'GET /api/group/contest', rule: 'login', url: `/api/group/contest?cid=${NO_ID}` },
  { route: 'POST /api/group/contest', rule: 'login', payload: {} },
  { route: 'PUT /api/group/contest', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/contest', rule: 'login', url: `/api/group/contest?cid=${NO_ID}` },
  { route: 'PUT /api/group/change-contest-visible', rule: 'login', payload: { cid: NO_ID, visible: true } },
  { route: 'GET /api/group/get-contest-problem-list', rule: 'login', url: `/api/group/get-contest-problem-list?cid=${NO_ID}` },
  { route: 'POST /api/group/add-contest-problem', rule: 'login', payload: { cid: NO_ID, pid: NO_ID, displayId: 'A' } },
  { route: 'POST /api/group/add-contest-problem-from-public', rule: 'login', payload: { cid: NO_ID, pid: NO_ID, displayId: 'A' } },
  { route: 'PUT /api/group/contest-problem', rule: 'login', payload: { cid: NO_ID, pid: NO_ID, displayId: 'A', displayTitle: 'A' } },
  { route: 'DELETE /api/group/contest-problem', rule: 'login', url: `/api/group/contest-problem?cid=${NO_ID}&pid=${NO_ID}` },
  { route: 'GET /api/group/contest-announcement', rule: 'login', url: `/api/group/contest-announcement?cid=${NO_ID}` },
  { route: 'POST /api/group/contest-announcement', rule: 'login', payload: {} },
  { route: 'PUT /api/group/contest-announcement', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/contest-announcement', rule: 'login', url: `/api/group/contest-announcement?aid=${NO_ID}` },
  // Submissions and judge actions
  { route: 'POST /api/submit-problem-judge', rule: 'submit', payload: {} },
  { route: 'GET /api/get-submission-detail', rule: 'anyone', url: `/api/get-submission-detail?submitId=${NO_ID}` },
  { route: 'GET /api/get-all-case-result', rule: 'anyone', url: `/api/get-all-case-result?submitId=${NO_ID}` },
  { route: 'GET /api/get-last-ac-code', rule: 'login', url: `/api/get-last-ac-code?pid=${NO_ID}` },
  { route: 'GET /api/resubmit', rule: 'login', url: `/api/resubmit?submitId=${NO_ID}` },
  { route: 'GET /api/get-submission-list', rule: 'anyone' },
  { route: 'POST /api/check-submissions-status', rule: 'anyone', payload: { submitIds: [] } },
  { route: 'PUT /api/submission', rule: 'login', payload: { submitId: NO_ID, share: true } },
  { route: 'GET /api/file/download-wrong-case', rule: 'login', url: `/api/file/download-wrong-case?submitId=${NO_ID}` },
  { route: 'POST /api/admin/judge/rejudge', rule: 'superAdmin', payload: { submitId: NO_ID } },
  { route: 'POST /api/admin/judge/cancel-judge', rule: 'superAdmin', payload: { submitId: NO_ID } },
  { route: 'POST /api/admin/judge/manual-judge', rule: 'superAdmin', payload: { submitId: NO_ID, status: 0 } },
  // Group problems and trainings administration (the group rules answer 404/403 inside; an unknown group is 404)
  { route: 'POST /api/file/upload-testcase-zip', rule: 'login', url: `/api/file/upload-testcase-zip?gid=${NO_ID}`, payload: {} },
  { route: 'GET /api/group/get-admin-problem-list', rule: 'login', url: `/api/group/get-admin-problem-list?gid=${NO_ID}` },
  { route: 'GET /api/group/problem', rule: 'login', url: `/api/group/problem?pid=${NO_ID}` },
  { route: 'GET /api/group/problem/get-problem-cases', rule: 'login', url: `/api/group/problem/get-problem-cases?pid=${NO_ID}` },
  { route: 'POST /api/group/problem', rule: 'login', payload: {} },
  { route: 'PUT /api/group/problem', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/problem', rule: 'login', url: `/api/group/problem?gid=${NO_ID}&pid=${NO_ID}` },
  { route: 'GET /api/get-group-training-list', rule: 'login', url: `/api/get-group-training-list?gid=${NO_ID}` },
  { route: 'GET /api/group/get-admin-training-list', rule: 'login', url: `/api/group/get-admin-training-list?gid=${NO_ID}` },
  {
    route: 'GET /api/group/get-admin-chapter-list',
    rule: 'login',
    url: `/api/group/get-admin-chapter-list?gid=${NO_ID}&trainingId=${NO_ID}`,
  },
  { route: 'GET /api/group/training', rule: 'login', url: `/api/group/training?tid=${NO_ID}` },
  { route: 'POST /api/group/training', rule: 'login', payload: {} },
  { route: 'PUT /api/group/training', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/training', rule: 'login', url: `/api/group/training?tid=${NO_ID}` },
  { route: 'PUT /api/group/training/change-training-status', rule: 'login', payload: { tid: NO_ID, status: true } },
  { route: 'GET /api/group/training/get-problem-list', rule: 'login', url: `/api/group/training/get-problem-list?tid=${NO_ID}` },
  { route: 'POST /api/group/training/add-problem', rule: 'login', payload: { tid: NO_ID, pid: NO_ID } },
  { route: 'PUT /api/group/training/problem', rule: 'login', payload: { tid: NO_ID, pid: NO_ID, rank: 1 } },
  { route: 'DELETE /api/group/training/problem', rule: 'login', url: `/api/group/training/problem?tid=${NO_ID}&pid=${NO_ID}` },
  // Groups and membership
  { route: 'GET /api/get-group-list', rule: 'anyone' },
  { route: 'GET /api/get-group-detail', rule: 'anyone', url: `/api/get-group-detail?gid=${NO_ID}` },
  { route: 'GET /api/get-group-access', rule: 'anyone', url: `/api/get-group-access?gid=${NO_ID}` },
  { route: 'GET /api/get-group-auth', rule: 'anyone', url: `/api/get-group-auth?gid=${NO_ID}` },
  { route: 'POST /api/group', rule: 'groupAdd', payload: {} },
  { route: 'PUT /api/group', rule: 'login', payload: {} },
  { route: 'DELETE /api/group', rule: 'login', url: `/api/group?gid=${NO_ID}` },
  { route: 'POST /api/group/member', rule: 'login', payload: { gid: NO_ID } },
  { route: 'POST /api/group/member/exit', rule: 'login', payload: { gid: NO_ID } },
  { route: 'GET /api/get-group-member-list', rule: 'anyone', url: `/api/get-group-member-list?gid=${NO_ID}` },
  { route: 'GET /api/get-group-apply-list', rule: 'login', url: `/api/get-group-apply-list?gid=${NO_ID}` },
  { route: 'PUT /api/group/member', rule: 'login', payload: {} },
  { route: 'DELETE /api/group/member', rule: 'login', url: `/api/group/member?gid=${NO_ID}&uid=${NO_UUID}` },
  { route: 'GET /api/get-group-problem-list', rule: 'anyone', url: `/api/get-group-problem-list?gid=${NO_ID}` },
];

/** The judge workers' protocol: a shared secret instead of a role (apps/server/src/modules/judge tests). */
const WORKER_ROUTE = /^(GET|POST) \/api\/judge\//;

const PASSWORD = 'matrix123';
type Caller = RoleCode | 'visitor';
const CALLERS: Caller[] = ['visitor', ...ROLE_CODES];

describe.each(BACKENDS)('role matrix on %s', (backend) => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    await createUser(t.db, 'taken', 1002, PASSWORD, { email: 'taken@example.com' });
    for (const role of ROLE_CODES) {
      if (role !== 1000) await createUser(t.db, `role${role}`, role, PASSWORD);
      tokens.set(role, role === 1000 ? await t.login() : await t.login(`role${role}`, PASSWORD));
    }
  });
  afterAll(() => t.close());

  async function tokenFor(caller: Caller, call: GuardedCall): Promise<string | undefined> {
    if (caller === 'visitor') return undefined;
    if (!call.ownToken) return tokens.get(caller);
    return caller === 1000 ? t.login() : t.login(`role${caller}`, PASSWORD);
  }

  it('classifies every /api route', () => {
    const known = new Set(CALLS.map((c) => c.route));
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    const unclassified = registered.filter((r) => !known.has(r) && !WORKER_ROUTE.test(r));
    expect(unclassified, 'add these calls to CALLS with their rule').toEqual([]);
    const gone = [...known].filter((r) => !registered.includes(r));
    expect(gone, 'these calls are no longer registered').toEqual([]);
  });

  it('the worker protocol refuses every role and the visitor without the shared secret', async () => {
    for (const caller of CALLERS) {
      const res = await t.request({
        method: 'GET',
        url: `/api/judge/data/${'0'.repeat(64)}`,
        token: caller === 'visitor' ? undefined : tokens.get(caller),
      });
      expect(res.statusCode, String(caller)).toBe(403);
    }
  });

  it.each(CALLS.filter((c) => ALLOWED[c.rule] !== 'anyone'))('$route ($rule)', async (call) => {
    const [method, route] = call.route.split(' ');
    const allowed = ALLOWED[call.rule] as readonly number[];
    const outcome: Record<string, number> = {};
    for (const caller of CALLERS) {
      const res = await t.request({
        method: method as 'GET',
        url: call.url ?? route,
        payload: call.payload,
        token: await tokenFor(caller, call),
      });
      outcome[String(caller)] = res.statusCode;
    }
    const expected = Object.fromEntries(
      CALLERS.map((caller) => {
        if (caller === 'visitor') return ['visitor', 401];
        return [String(caller), allowed.includes(caller) ? 'allowed' : 403];
      }),
    );
    const seen = Object.fromEntries(
      Object.entries(outcome).map(([caller, code]) => [caller, code === 401 || code === 403 ? code : 'allowed']),
    );
    expect(seen).toEqual(expected);
  });

  it('open calls answer the visitor and every role without 401 or 403', async () => {
    for (const call of CALLS.filter((c) => ALLOWED[c.rule] === 'anyone')) {
      const [method, route] = call.route.split(' ');
      for (const caller of CALLERS) {
        const res = await t.request({
          method: method as 'GET',
          url: call.url ?? route,
          payload: call.payload,
          token: await tokenFor(caller, call),
        });
        expect([401, 403], `${call.route} as ${caller}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
  });
});
