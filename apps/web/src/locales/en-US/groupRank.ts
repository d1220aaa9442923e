// en-US groupRank: the group's Rank tab, the group avatar in Setting and the disband verification.
import type { Catalogue } from '../types';
import type { groupRank as zh } from '../zh-CN/groupRank';

export const groupRank: Catalogue<typeof zh> = {
  title: 'Group Rank',
  type: { ACM: 'ACM', OI: 'OI' },
  empty: 'The group has no members yet',
  avatar: {
    title: 'Group avatar',
    choose: 'Choose an image',
    hint: '{{types}}, at most {{size}} MB, cropped to a {{crop}}×{{crop}} square',
  },
  disband: {
    title: 'Disband the group',
    content:
      'Disbanding "{{name}}" deletes all its problems, trainings, contests, announcements and members for good. Confirm with a code sent to your account e-mail.',
    email: 'E-mail',
    code: 'Code',
    sendCode: 'Send code',
    codePlaceholder: '6-digit code',
    ok: 'Disband',
    cancel: 'Cancel',
    noEmail: 'Your account has no e-mail yet; add one in Settings first.',
  },
} as const;
