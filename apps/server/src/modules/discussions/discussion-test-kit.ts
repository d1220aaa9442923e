// Test kit of the discussion tests: the seeded category ids, a valid post form, posting through the API and a
// poster with the solved problems the thresholds ask for.
import type { DiscussionSaveRequest, RoleCode } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { call, userWithSolved } from '../groups/test-kit.ts';

export { call };

export async function categoryIds(t: TestApp): Promise<number[]> {
  const res = await call(t, 'GET', '/api/discussion-category');
  return res.body.data.map((c: { id: number }) => c.id);
}

let posts = 0;
export const postForm = (categoryId: number, overrides: Partial<DiscussionSaveRequest> = {}): DiscussionSaveRequest => ({
  title: `Post ${++posts}`,
  description: 'A short description',
  content: 'The **content** of the post.',
  categoryId,
  ...overrides,
});

/** Posts on the site (or, with gid in the form, in a group) and answers the new post's id. */
export async function post(t: TestApp, token: string, form: DiscussionSaveRequest): Promise<number> {
  const res = await call(t, 'POST', form.gid ? '/api/group/discussion' : '/api/discussion', token, form);
  if (res.code !== 200) throw new Error(`post failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** A user who meets the site thresholds the tests set (2 solved) or the group ones (10). */
export const poster = (t: TestApp, solved = 2, role: RoleCode = 1002) => userWithSolved(t, solved, role);
