// Home carousel: the images the back office uploaded, oldest first; root adds them (raster images only, by their
// bytes, stored beside the avatars and served by the same hardened /api/public/img/ route) and removes them.
import { asc, eq } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import { CAROUSEL_LIMITS, type CarouselImage } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { removeStoredImage, storeImage, type ImageRules } from '../accounts/index.ts';
import { homeCarousel } from './tables.ts';

const CAROUSEL_RULES: ImageRules = {
  extensions: CAROUSEL_LIMITS.extensions,
  // file-type names a JPEG (.jpg, .jpeg, .jfif) jpg.
  types: ['jpg', 'png', 'gif', 'webp'],
  typeError: 'Carousel_type_invalid',
  tooLarge: 'Carousel_too_large',
};

export const listCarousel = (db: Db): Promise<CarouselImage[]> =>
  db.select({ id: homeCarousel.id, url: homeCarousel.url }).from(homeCarousel).orderBy(asc(homeCarousel.id));

/** SVG may carry script: it is refused by name (its bytes are text, which the sniffing refuses as well). */
export async function addCarouselImage(db: Db, dataDir: string, upload: MultipartFile): Promise<CarouselImage> {
  if (/\.svgz?$/i.test(upload.filename)) {
    upload.file.resume();
    throw badRequest('Carousel_svg_refused');
  }
  const url = await storeImage(dataDir, upload, CAROUSEL_RULES);
  try {
    const [row] = await db.insert(homeCarousel).values({ url }).returning({ id: homeCarousel.id, url: homeCarousel.url });
    return row;
  } catch (error) {
    await removeStoredImage(dataDir, url);
    throw error;
  }
}

/** Removes the row, then its file. */
export async function deleteCarouselImage(db: Db, dataDir: string, id: number): Promise<void> {
  const [row] = await db.delete(homeCarousel).where(eq(homeCarousel.id, id)).returning({ url: homeCarousel.url });
  if (!row) throw notFound('Carousel_not_found');
  await removeStoredImage(dataDir, row.url);
}
