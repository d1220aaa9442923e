// Website configuration: defaults merged with what the back office stored.
import { eq } from 'drizzle-orm';
import { DISCUSSION_LIMITS, GROUP_LIMITS, type WebsiteConfig } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { siteConfig } from './tables.ts';

export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  name: 'Verdict Online Judge',
  shortName: 'Verdict',
  description: 'Verdict is an open-source online judge for practice, contests, trainings and groups.',
  baseUrl: '',
  email: '',
  projectName: 'Verdict',
  projectUrl: '',
  recordName: '',
  recordUrl: '',
  register: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
};

/** A stored configuration over its defaults: stored values of the wrong type fall back to the default. */
export async function readConfig<T extends object>(db: Db, key: string, defaults: T): Promise<T> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
  const stored = (row?.value ?? {}) as Partial<T>;
  const merged = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof T)[]) {
    if (typeof stored[name] === typeof defaults[name]) Object.assign(merged, { [name]: stored[name] });
  }
  return merged;
}

export async function writeConfig<T extends object>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(siteConfig).values({ key, value }).onConflictDoUpdate({ target: siteConfig.key, set: { value } });
  return value;
}

export const getWebsiteConfig = (db: Db) => readConfig(db, 'web', DEFAULT_WEBSITE_CONFIG);

export async function updateWebsiteConfig(db: Db, patch: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  return writeConfig(db, 'web', { ...(await getWebsiteConfig(db)), ...patch });
}

/** Site switches of the back office (reference §10); the back-office issue edits them. */
export interface SwitchConfig {
  openPublicJudge: boolean;
  openGroupJudge: boolean;
  openContestJudge: boolean;
  hideNonContestSubmissionCode: boolean;
  /** Seconds between two submissions of one user (practice, training, group and contest alike); 0 turns the check off. */
  defaultSubmitInterval: number;
  /** Test data quotas of group problems, in MB (groups/testdata-quota.ts): per group, and per creating user. */
  groupTestDataMb: number;
  userGroupTestDataMb: number;
  /** Posting thresholds for non-admins (reference §9): solved problems to post or comment, posts per rolling 24 h. */
  defaultCreateDiscussionACInitValue: number;
  defaultCreateDiscussionDailyLimit: number;
  defaultCreateCommentACInitValue: number;
}

export const DEFAULT_SWITCH_CONFIG: SwitchConfig = {
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  groupTestDataMb: GROUP_LIMITS.testDataGroupMb,
  userGroupTestDataMb: GROUP_LIMITS.testDataUserMb,
  defaultCreateDiscussionACInitValue: DISCUSSION_LIMITS.discussionAcDefault,
  defaultCreateDiscussionDailyLimit: DISCUSSION_LIMITS.discussionDailyDefault,
  defaultCreateCommentACInitValue: DISCUSSION_LIMITS.commentAcDefault,
};

export async function getSwitchConfig(db: Db): Promise<SwitchConfig> {
  const config = await readConfig(db, 'switch', DEFAULT_SWITCH_CONFIG);
  return { ...config, defaultSubmitInterval: Math.max(0, config.defaultSubmitInterval) };
}

export async function updateSwitchConfig(db: Db, patch: Partial<SwitchConfig>): Promise<SwitchConfig> {
  return writeConfig(db, 'switch', { ...(await getSwitchConfig(db)), ...patch });
}
