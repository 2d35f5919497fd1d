/**
 * Lazy route modules. A failed dynamic import (a new deploy removed the old chunk, the network
 * dropped) is wrapped in LazyLoadError so the route error boundary can tell it from a bug and
 * show 'Loading failed! Please reload.' (spec section 8) instead of the 500 page.
 */
import type { ComponentType } from 'react';

export class LazyLoadError extends Error {
  override readonly name = 'LazyLoadError';
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let module: M;
    try {
      module = await load();
    } catch (cause) {
      throw new LazyLoadError('A part of the app could not be loaded.', { cause });
    }
    return { Component: pick(module) };
  };
}
