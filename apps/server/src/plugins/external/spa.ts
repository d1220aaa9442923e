// The built single-page app (@fastify/static): files from apps/web/dist (precompressed copies when the browser takes
// them; hashed assets cached for good, without validators), index.html for client routes (a missing asset is a 404);
// documents with the Content-Security-Policy below.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendRouteNotFound } from '../app/envelope.ts';

/** Vite names what it puts under assets/ by content hash: a changed file is a new URL, so those keep for good. */
const cacheControlOf = (relativePath: string) =>
  relativePath.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';

/**
 * Files a browser can open as a document (an SVG may hold script). A script, style sheet or font ignores a policy
 * sent with it (the app starts no worker, whose script's policy would count), and its ~280 bytes would weigh on each of
 * a first visit's dozens of requests.
 */
const isDocument = (filePath: string) => /\.(html?|svg)$/i.test(filePath);

/**
 * No inline script and no eval: scripts only from the build's own files, so markup that slips into a page
 * cannot run. Styles allow inline ones: Ant Design, CodeMirror and KaTeX set them at run time. Images may come from
 * any https address (statements link them) or data: URIs (small build assets).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default fp<{ webDist: string | undefined }>(
  async (app, { webDist }) => {
    const hasSpa = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build's brotli and gzip copies, when the browser takes them (./verdict build writes them).
        preCompressed: true,
        // Set here rather than by `send`, whose header would override any other (index.html's no-cache included).
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('Cache-Control', cacheControlOf(path.relative(webDist!, filePath)));
          if (isDocument(filePath)) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
        },
      });
      // A hashed asset is never revalidated (immutable), so its validators would only weigh on each of a first visit's
      // dozens of responses; it comes brotli, gzip or plain by the browser's Accept-Encoding, which a shared cache
      // (a CDN in front of the site) must be told, or it could hand brotli to a browser that cannot read it.
      app.addHook('onSend', async (request, reply) => {
        if (!request.url.startsWith('/assets/')) return;
        reply.removeHeader('etag').removeHeader('last-modified').header('vary', 'accept-encoding');
      });
      app.log.info({ webDist }, 'serving the web app');
    } else {
      app.log.warn({ webDist }, 'web app not built: only the API is served');
    }
    app.setNotFoundHandler((request, reply) => {
      const apiCall = request.url === '/api' || request.url.startsWith('/api/');
      // A build file that is not there (a page of an older build asking for its chunk) is a 404, not the app's page:
      // the browser then reports the chunk as missing rather than refusing HTML for a script.
      const missingAsset = request.url.startsWith('/assets/');
      const clientRoute = hasSpa && !apiCall && !missingAsset && (request.method === 'GET' || request.method === 'HEAD');
      if (!clientRoute) return sendRouteNotFound(request, reply);
      return reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', CONTENT_SECURITY_POLICY).sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['envelope'] },
);
