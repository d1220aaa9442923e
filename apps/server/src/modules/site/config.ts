// Website configuration: defaults merged with what the back office stored.
import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_SWITCHES, type SiteSwitches, type WebsiteConfig } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { siteConfig } from './tables.ts';

/** The discussion switches are kept in the website config, which the public get-website-config answers. */
const { openPublicDiscussion, openGroupDiscussion, openContestComment, ...switchDefaults } = DEFAULT_SITE_SWITCHES;

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
  openPublicDiscussion,
  openGroupDiscussion,
  openContestComment,
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

/** A stored config with the given fields replaced; an undefined field keeps its value (it would be dropped from the JSON). */
function patched<T extends object>(current: T, patch: Partial<T>): T {
  return { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
}

export async function updateWebsiteConfig(db: Db, patch: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  return writeConfig(db, 'web', patched(await getWebsiteConfig(db), patch));
}

/**
 * Site switches of the back office (reference §10), stored under "switch"; the three discussion switches live in
 * the website config, which the public get-website-config answers (switches.ts joins the two).
 */
export type SwitchConfig = Omit<SiteSwitches, DiscussionSwitch>;
type DiscussionSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

export async function getSwitchConfig(db: Db): Promise<SwitchConfig> {
  const config = await readConfig<SwitchConfig>(db, 'switch', switchDefaults);
  return { ...config, defaultSubmitInterval: Math.max(0, config.defaultSubmitInterval) };
}

export async function updateSwitchConfig(db: Db, patch: Partial<SwitchConfig>): Promise<SwitchConfig> {
  return writeConfig(db, 'switch', patched(await getSwitchConfig(db), patch));
}
