// Site API: GET /api/get-website-config — site name, footer texts and the feature switches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsiteConfig } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getWebsiteConfig = (): Promise<WebsiteConfig> =>
  api.get<WebsiteConfig>('/get-website-config', undefined, { silent: true });

export const websiteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['get-website-config'], queryFn: getWebsiteConfig, staleTime: 5 * 60_000 });

export const useWebsiteConfig = () => useQuery(websiteConfigQueryOptions());
