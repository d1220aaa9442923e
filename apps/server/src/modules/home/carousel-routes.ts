// The home carousel in the back office (root; HOJ's paths): image upload (multipart field `image`, ≤ 4 MB, raster
// types by their bytes, SVG refused) and removal. The images are served by /api/public/img/ (nosniff, sandbox CSP).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAROUSEL_LIMITS, CarouselIdQuerySchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { requireSuperAdmin } from '../../plugins/app/auth.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { translate } from '../../i18n/messages.ts';
import { addCarouselImage, deleteCarouselImage } from './carousel.ts';

const carouselAdminRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['admin'];
  await app.register(multipart, { limits: { fileSize: CAROUSEL_LIMITS.imageMaxBytes, files: 1, fields: 5 } });
  app.addHook('onRequest', requireSuperAdmin);

  app.post('/file/upload-carouse-img', { schema: { tags } }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Carousel_image_required');
    const upload = await request.file();
    if (!upload || upload.fieldname !== 'image') {
      upload?.file.resume();
      throw badRequest('Carousel_image_required');
    }
    return ok(await addCarouselImage(app.db, dataDir, upload), translate('Carousel_uploaded', request.lang));
  });

  app.delete('/admin/home-carousel', { schema: { tags, querystring: CarouselIdQuerySchema } }, async (request) => {
    await deleteCarouselImage(app.db, dataDir, request.query.id);
    return ok(null, translate('Carousel_deleted', request.lang));
  });
};

export default carouselAdminRoutes;
