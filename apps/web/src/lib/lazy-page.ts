// Route-level code splitting: lazy route modules with the 120 s chunk-load time-out of spec 000 §8.
import type { ComponentType } from 'react';
import { TIMING } from '@verdict/shared';
import type { CataloguePart } from '@/locales';
import { needCataloguePart, translate } from './i18n';

type PageModule = { default: ComponentType };

export const withChunkTimeout = <M>(load: () => Promise<M>): Promise<M> =>
  new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(translate('messages:Chunk_timeout'))), TIMING.chunkLoadTimeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * For a route's `lazy`: resolves to `{ Component }`. The catalogue parts the page's modules await (locales/need/) are
 * asked for at once, beside its chunk: those modules would ask only once the chunk's whole graph had arrived.
 * app/routes/page-parts.test.ts checks each page's list against its imports.
 */
export const lazyPage =
  (load: () => Promise<PageModule>, parts: CataloguePart[] = []) =>
  async () => {
    // A failure here is the page's own to report: its need modules ask again (and retry) when they run.
    for (const part of parts) needCataloguePart(part).catch(() => {});
    const module = await withChunkTimeout(load);
    return { Component: module.default };
  };
