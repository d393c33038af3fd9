import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Direction } from '../../theme/themeState';
import { getRtlCache } from './rtlCache';
import { useRtlPlugin } from './rtlPlugin';

/**
 * Gives a demo the mirrored Emotion cache on right-to-left pages. Always renders a CacheProvider so
 * switching direction swaps styles without remounting the demo (its state survives).
 */
export function DirectionCache({ direction, children }: { direction: Direction; children: ReactNode }) {
  const pageCache = useEmotionCache();
  // Until the mirroring plugin has loaded (a few milliseconds after a switch), the demo stays unmirrored.
  const rtlPlugin = useRtlPlugin(direction === 'rtl');
  return <CacheProvider value={rtlPlugin && pageCache ? getRtlCache(pageCache, rtlPlugin) : pageCache}>{children}</CacheProvider>;
}
