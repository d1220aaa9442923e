// Home carousel: the images the back office uploaded, oldest first.
import { asc } from 'drizzle-orm';
import type { CarouselImage } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { homeCarousel } from './tables.ts';

export const listCarousel = (db: Db): Promise<CarouselImage[]> =>
  db.select({ id: homeCarousel.id, url: homeCarousel.url }).from(homeCarousel).orderBy(asc(homeCarousel.id));
