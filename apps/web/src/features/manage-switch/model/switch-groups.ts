// The switch page's layout: the switches in four groups (discussions, judging, submissions, thresholds), each an
// on/off toggle or a whole number with its unit, checked by the shared schema's rules.
import '@/locales/need/more';
import type { TFunction } from 'i18next';
import type { FormRule } from 'antd';
import { SwitchFieldsSchema, type SiteSwitches } from '@verdict/shared';
import { schemaRule } from '@/lib/form-rules';

export type SwitchName = keyof SiteSwitches;
export type SwitchUnit = 'seconds' | 'problems' | 'perDay' | 'groups' | 'mb';

export interface SwitchField {
  name: SwitchName;
  /** A number's unit; toggles have none. */
  unit?: SwitchUnit;
  /** In a two-column card: the second column (from medium screens on; below the first on phones). */
  second?: boolean;
}

export interface SwitchGroup {
  key: 'discussions' | 'judging' | 'submissions' | 'thresholds';
  fields: SwitchField[];
}

export const SWITCH_GROUPS: SwitchGroup[] = [
  {
    key: 'discussions',
    fields: [{ name: 'openPublicDiscussion' }, { name: 'openGroupDiscussion' }, { name: 'openContestComment' }],
  },
  {
    key: 'judging',
    fields: [{ name: 'openPublicJudge' }, { name: 'openGroupJudge' }, { name: 'openContestJudge' }],
  },
  {
    key: 'submissions',
    fields: [{ name: 'defaultSubmitInterval', unit: 'seconds' }, { name: 'hideNonContestSubmissionCode' }],
  },
  {
    key: 'thresholds',
    // Posting on the left, groups on the right.
    fields: [
      { name: 'defaultCreateDiscussionACInitValue', unit: 'problems' },
      { name: 'defaultCreateDiscussionDailyLimit', unit: 'perDay' },
      { name: 'defaultCreateCommentACInitValue', unit: 'problems' },
      { name: 'defaultCreateGroupACInitValue', unit: 'problems', second: true },
      { name: 'defaultCreateGroupDailyLimit', unit: 'perDay', second: true },
      { name: 'defaultCreateGroupLimit', unit: 'groups', second: true },
      { name: 'groupTestDataMb', unit: 'mb', second: true },
      { name: 'userGroupTestDataMb', unit: 'mb', second: true },
    ],
  },
];

/** The shared schema's check of one switch, its message translated in manageSwitch. */
export const switchRule = (t: TFunction, name: SwitchName): FormRule[] => [schemaRule(t, SwitchFieldsSchema.shape[name], 'manageSwitch')];
