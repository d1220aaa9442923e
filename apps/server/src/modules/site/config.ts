// Website configuration: defaults merged with what the back office stored.
import { eq } from 'drizzle-orm';
import type { WebsiteConfig } from '@verdict/shared';
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

const WEB_KEY = 'web';

export async function getWebsiteConfig(db: Db): Promise<WebsiteConfig> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, WEB_KEY)).limit(1);
  const stored = (row?.value ?? {}) as Partial<WebsiteConfig>;
  const merged = { ...DEFAULT_WEBSITE_CONFIG };
  for (const key of Object.keys(DEFAULT_WEBSITE_CONFIG) as (keyof WebsiteConfig)[]) {
    if (typeof stored[key] === typeof DEFAULT_WEBSITE_CONFIG[key]) Object.assign(merged, { [key]: stored[key] });
  }
  return merged;
}

export async function updateWebsiteConfig(db: Db, patch: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  const next = { ...(await getWebsiteConfig(db)), ...patch };
  await db.insert(siteConfig).values({ key: WEB_KEY, value: next }).onConflictDoUpdate({ target: siteConfig.key, set: { value: next } });
  return next;
}
