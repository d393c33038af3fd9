import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let cache: ReturnType<typeof createCache> | null = null;

/** The Emotion cache that mirrors demo styles for right-to-left pages (created on first use). */
export function getRtlCache(): ReturnType<typeof createCache> {
  cache ??= createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
  return cache;
}
