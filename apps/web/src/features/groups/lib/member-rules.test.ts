// The member list's rules (spec 002 §4, §6): who may change or remove whom, and which levels an actor may grant.
import { describe, expect, it } from 'vitest';
import { GroupLevel } from '@verdict/shared';
import { mayGrantLevel, mayManage, type MemberActor } from './member-rules';

const OWNER = 'owner';
const owner: MemberActor = { uid: OWNER, level: GroupLevel.Root, unlimited: true };
const admin: MemberActor = { uid: 'admin', level: GroupLevel.Admin, unlimited: false };
const siteRoot: MemberActor = { uid: 'site-root', level: 0, unlimited: true };
const row = (uid: string, auth: 3 | 4 | 5) => ({ uid, auth });

describe('member rules', () => {
  it('lets the owner and the site root manage every row but the owner and themselves', () => {
    expect(mayManage(owner, row('a', GroupLevel.Admin), OWNER)).toBe(true);
    expect(mayManage(owner, row(OWNER, GroupLevel.Root), OWNER)).toBe(false);
    expect(mayManage(siteRoot, row('a', GroupLevel.Admin), OWNER)).toBe(true);
    expect(mayManage(siteRoot, row(OWNER, GroupLevel.Root), OWNER)).toBe(false);
  });

  it('lets an admin manage only rows below their level, never their own', () => {
    expect(mayManage(admin, row('m', GroupLevel.Member), OWNER)).toBe(true);
    expect(mayManage(admin, row('other-admin', GroupLevel.Admin), OWNER)).toBe(false);
    expect(mayManage(admin, row('admin', GroupLevel.Admin), OWNER)).toBe(false);
  });

  it('disables levels at or above a limited actor', () => {
    expect(mayGrantLevel(admin, GroupLevel.Member)).toBe(true);
    expect(mayGrantLevel(admin, GroupLevel.Admin)).toBe(false);
    expect(mayGrantLevel(owner, GroupLevel.Admin)).toBe(true);
  });
});
