// Site API: GET /api/home-carousel — the home page carousel images.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselImage } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getHomeCarousel = (): Promise<CarouselImage[]> => api.get<CarouselImage[]>('/home-carousel', undefined, { silent: true });

export const homeCarouselQueryOptions = () => queryOptions({ queryKey: siteKeys.homeCarousel, queryFn: getHomeCarousel });

export const useHomeCarousel = () => useQuery(homeCarouselQueryOptions());
