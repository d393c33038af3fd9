import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer, type Middleware } from 'stylis';

// One mirrored cache per style container: the page's <head>, or an iframe demo's own <head>.
const caches = new WeakMap<object, EmotionCache>();
const SERVER_KEY = {};

/** The Emotion cache that mirrors demo styles with `rtlPlugin` on right-to-left pages, inserting next to `pageCache`'s styles. */
export function getRtlCache(pageCache: EmotionCache, rtlPlugin: Middleware): EmotionCache {
  const container: Node | undefined = pageCache.sheet?.container;
  const key = container ?? SERVER_KEY;
  let cache = caches.get(key);
  if (!cache) {
    cache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin], ...(container ? { container } : {}) });
    caches.set(key, cache);
  }
  return cache;
}
