// Site API: GET /api/get-website-config — site name, footer texts, the feature switches and whether mail is on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicWebsiteConfig } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getWebsiteConfig = (): Promise<PublicWebsiteConfig> =>
  api.get<PublicWebsiteConfig>('/get-website-config', undefined, { silent: true });

export const websiteConfigQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.websiteConfig, queryFn: getWebsiteConfig, staleTime: 5 * 60_000 });

export const useWebsiteConfig = () => useQuery(websiteConfigQueryOptions());
