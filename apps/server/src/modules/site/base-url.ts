// The site's public address (baseUrl), the only origin of links in mails: never taken from a request's Host header,
// which the sender chooses. Settled once at start (docs/api-accounts.md, "Password reset").
import type { Db } from '../../db/client.ts';
import { getWebsiteConfig, updateWebsiteConfig } from './config.ts';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** An http(s) address without its trailing slashes; anything else is a configuration error. */
export function normaliseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an http(s) address, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_URL must be an http(s) address, not ${JSON.stringify(value)}`);
  return value.trim().replace(/\/+$/, '');
}

/**
 * At start: SITE_URL when set replaces the stored address; else a stored one stays; else the server's own address is
 * stored, unless it listens on every interface (0.0.0.0, ::), where its own address means nothing to a reader.
 * Answers the address now in force, '' when none (reset links are then refused).
 */
export async function settleBaseUrl(db: Db, options: { configured: string | undefined; listening: URL }): Promise<string> {
  if (options.configured) return (await updateWebsiteConfig(db, { baseUrl: normaliseBaseUrl(options.configured) })).baseUrl;
  const stored = (await getWebsiteConfig(db)).baseUrl;
  if (stored || WILDCARD_HOSTS.has(options.listening.hostname)) return stored;
  return (await updateWebsiteConfig(db, { baseUrl: options.listening.origin })).baseUrl;
}
