// The back office's website config (reference §10 "Web config"): the site's name, address, texts and registration.
// The public get-website-config reads the same stored config on every call, so a save shows at once.
import type { z } from 'zod';
import { WebConfigFieldsSchema, type WebConfig, type WebConfigSchema, type WebsiteConfig } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { getWebsiteConfig, updateWebsiteConfig } from './config.ts';
import { lockSiteConfig } from './switches.ts';

/** The website config without the switches (admin/switch/info answers those). */
const WEB_FIELDS = Object.keys(WebConfigFieldsSchema.shape) as (keyof WebConfig)[];

const toWebConfig = (config: WebsiteConfig): WebConfig => Object.fromEntries(WEB_FIELDS.map((name) => [name, config[name]])) as WebConfig;

export const getWebConfig = async (db: Db): Promise<WebConfig> => toWebConfig(await getWebsiteConfig(db));

/** Absent fields keep their stored values. */
export function saveWebConfig(db: Db, patch: z.output<typeof WebConfigSchema>): Promise<WebConfig> {
  return db.transaction(async (tx) => {
    await lockSiteConfig(tx);
    return toWebConfig(await updateWebsiteConfig(tx, patch));
  });
}
