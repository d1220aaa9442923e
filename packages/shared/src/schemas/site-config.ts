// Back-office site settings (reference §10 "Switches", "Web config"): the switches with their thresholds, and the
// website config. Every field of an update is optional: an absent one keeps the stored value.
import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { DISCUSSION_LIMITS } from './discussions.ts';
import { GROUP_LIMITS } from './groups.ts';

/** Upper bounds of the switch numbers: beyond them a value is a typing slip, not a policy. */
export const SWITCH_LIMITS = {
  submitIntervalMax: 3600,
  solvedMax: 100_000,
  perDayMax: 1000,
  ownedGroupsMax: 1000,
  testDataMbMax: 102_400,
} as const;

export const WEB_CONFIG_LIMITS = {
  nameMax: 64,
  shortNameMax: 20,
  descriptionMax: 500,
  recordNameMax: 100,
  projectNameMax: 64,
  urlMax: 255,
} as const;

const switchBoolean = z.boolean({ error: 'Switch_boolean_invalid' });

const wholeNumber = (max: number, error: string) => z.number({ error }).int({ error }).min(0, { error }).max(max, { error });

/** The submit interval of the reference: a negative one means none (0). */
const submitIntervalSchema = z
  .number({ error: 'Switch_submit_interval_invalid' })
  .int({ error: 'Switch_submit_interval_invalid' })
  .max(SWITCH_LIMITS.submitIntervalMax, { error: 'Switch_submit_interval_invalid' })
  .transform((seconds) => Math.max(0, seconds));

const solved = wholeNumber(SWITCH_LIMITS.solvedMax, 'Switch_solved_invalid');
const perDay = wholeNumber(SWITCH_LIMITS.perDayMax, 'Switch_daily_invalid');
const testDataMb = wholeNumber(SWITCH_LIMITS.testDataMbMax, 'Switch_testdata_invalid');

/** Every switch, as the back office's form checks them. */
export const SwitchFieldsSchema = z.object({
  openPublicDiscussion: switchBoolean,
  openGroupDiscussion: switchBoolean,
  openContestComment: switchBoolean,
  openPublicJudge: switchBoolean,
  openGroupJudge: switchBoolean,
  openContestJudge: switchBoolean,
  hideNonContestSubmissionCode: switchBoolean,
  defaultSubmitInterval: submitIntervalSchema,
  defaultCreateGroupACInitValue: solved,
  defaultCreateGroupDailyLimit: perDay,
  defaultCreateGroupLimit: wholeNumber(SWITCH_LIMITS.ownedGroupsMax, 'Switch_owned_groups_invalid'),
  defaultCreateDiscussionACInitValue: solved,
  defaultCreateDiscussionDailyLimit: perDay,
  defaultCreateCommentACInitValue: solved,
  groupTestDataMb: testDataMb,
  userGroupTestDataMb: testDataMb,
});

/** The reference's defaults (§10), with the group test data quotas of GROUP_LIMITS. */
export const DEFAULT_SITE_SWITCHES: z.output<typeof SwitchFieldsSchema> = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateGroupACInitValue: GROUP_LIMITS.createMinSolved,
  defaultCreateGroupDailyLimit: GROUP_LIMITS.createPerDay,
  defaultCreateGroupLimit: GROUP_LIMITS.ownedMax,
  defaultCreateDiscussionACInitValue: DISCUSSION_LIMITS.discussionAcDefault,
  defaultCreateDiscussionDailyLimit: DISCUSSION_LIMITS.discussionDailyDefault,
  defaultCreateCommentACInitValue: DISCUSSION_LIMITS.commentAcDefault,
  groupTestDataMb: GROUP_LIMITS.testDataGroupMb,
  userGroupTestDataMb: GROUP_LIMITS.testDataUserMb,
};

/** PUT admin/switch/update. */
export const SwitchConfigSchema = SwitchFieldsSchema.partial();
export type SwitchConfigRequest = z.input<typeof SwitchConfigSchema>;

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Empty, or an http(s) address (trailing slashes dropped). */
const webAddress = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(WEB_CONFIG_LIMITS.urlMax, { error })
    .refine((value) => value === '' || isWebAddress(value), { error })
    .transform((value) => value.replace(/\/+$/, ''));

const text = (max: number, error: string, required = false) =>
  z
    .string({ error })
    .trim()
    .min(required ? 1 : 0, { error })
    .max(max, { error });

/** Every website config field, as the back office's form checks them. */
export const WebConfigFieldsSchema = z.object({
  baseUrl: webAddress('Web_base_url_invalid'),
  name: text(WEB_CONFIG_LIMITS.nameMax, 'Web_name_invalid', true),
  shortName: text(WEB_CONFIG_LIMITS.shortNameMax, 'Web_short_name_invalid', true),
  description: text(WEB_CONFIG_LIMITS.descriptionMax, 'Web_description_invalid'),
  /** The contact address in the footer. */
  email: z.union([z.literal(''), emailSchema], { error: 'Web_email_invalid' }),
  register: z.boolean({ error: 'Switch_boolean_invalid' }),
  recordName: text(WEB_CONFIG_LIMITS.recordNameMax, 'Web_record_name_invalid'),
  recordUrl: webAddress('Web_record_url_invalid'),
  projectName: text(WEB_CONFIG_LIMITS.projectNameMax, 'Web_project_name_invalid'),
  projectUrl: webAddress('Web_project_url_invalid'),
});

/** PUT admin/config/set-web-config. */
export const WebConfigSchema = WebConfigFieldsSchema.partial();
export type WebConfigRequest = z.input<typeof WebConfigSchema>;
