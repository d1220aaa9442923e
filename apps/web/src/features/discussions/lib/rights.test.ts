// Who may change a post (spec 002 §6): the site's rules, and a group's, where its admins also edit, pin and delete.
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@verdict/shared';
import { moderates, postRights } from './rights';

const user = (uid: string, role: number) => ({ uid, role }) as UserInfo;
const site = { gid: null, groupAdmin: false };
const group = (groupAdmin: boolean) => ({ gid: 1000, groupAdmin });

describe('post rights', () => {
  it('on the site: the author edits; the author and admin roles delete; admin roles pin', () => {
    expect(postRights(user('b', 1001), 'a', site)).toEqual({ edit: false, remove: true });
    expect(moderates(user('b', 1001), site)).toBe(true);
    expect(postRights(user('a', 1002), 'a', site)).toEqual({ edit: true, remove: true });
    expect(postRights(user('b', 1002), 'a', site)).toEqual({ edit: false, remove: false });
    expect(postRights(null, 'a', site)).toEqual({ edit: false, remove: false });
    expect(moderates(user('b', 1002), site)).toBe(false);
  });

  it("in a group: its admins edit, delete and pin others' posts; members only their own", () => {
    expect(postRights(user('b', 1002), 'a', group(true))).toEqual({ edit: true, remove: true });
    expect(moderates(user('b', 1002), group(true))).toBe(true);
    expect(postRights(user('b', 1002), 'a', group(false))).toEqual({ edit: false, remove: false });
    expect(postRights(user('a', 1002), 'a', group(false))).toEqual({ edit: true, remove: true });
  });
});
