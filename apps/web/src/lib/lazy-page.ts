// Route-level code splitting: lazy route modules with the 120 s chunk-load time-out of spec 000 §8.
import type { ComponentType } from 'react';
import { TIMING } from '@verdict/shared';
import { translate } from './i18n';

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

/** For a route's `lazy`: resolves to `{ Component }`. */
export const lazyPage = (load: () => Promise<PageModule>) => async () => {
  const module = await withChunkTimeout(load);
  return { Component: module.default };
};
