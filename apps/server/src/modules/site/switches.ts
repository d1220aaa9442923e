// The back office's switches (reference §10): one view over the switch config and the three discussion switches of
// the website config, saved together under one lock so two saves cannot interleave their read-modify-writes.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SiteSwitches, SwitchConfigSchema } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { getSwitchConfig, getWebsiteConfig, updateSwitchConfig, updateWebsiteConfig } from './config.ts';

/** Serialises the back office's saves of the site config. */
const SITE_CONFIG_LOCK = 7_726_451;

export async function lockSiteConfig(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SITE_CONFIG_LOCK})`);
}

export async function getSiteSwitches(db: Db): Promise<SiteSwitches> {
  const { openPublicDiscussion, openGroupDiscussion, openContestComment } = await getWebsiteConfig(db);
  return { openPublicDiscussion, openGroupDiscussion, openContestComment, ...(await getSwitchConfig(db)) };
}

/** Absent fields keep their stored values; answers every switch as now stored. */
export async function saveSiteSwitches(db: Db, patch: z.output<typeof SwitchConfigSchema>): Promise<SiteSwitches> {
  const { openPublicDiscussion, openGroupDiscussion, openContestComment, ...switches } = patch;
  return db.transaction(async (tx) => {
    await lockSiteConfig(tx);
    await updateWebsiteConfig(tx, { openPublicDiscussion, openGroupDiscussion, openContestComment });
    await updateSwitchConfig(tx, switches);
    return getSiteSwitches(tx);
  });
}
