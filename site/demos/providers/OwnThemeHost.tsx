import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { OWN_THEME_ATTRIBUTE } from '../ownTheme';
import { ownThemeCache, releaseHeldServerTags } from './ownThemeCache';

// A layout effect in the browser (it runs in the same commit as the Globals' insertion effects); the
// server runs neither, and React warns about a layout effect there.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The scope element of a demo that brings its own theme provider: global styles the demo's providers
 * write (CSS variables for `:root`, color-scheme rules) apply inside it only, so the demo's theme shows
 * without leaking into the page or its other demos. The product provider supplies the outer theme.
 */
export function OwnThemeHost({ scope, children }: { scope: string; children: ReactNode }) {
  const base = useEmotionCache();
  const cache = base ? ownThemeCache(base, scope) : base;
  // After the commit's insertion effects: the demo's Globals have inserted, other demos may adopt their tags.
  useCommitEffect(() => {
    if (cache) releaseHeldServerTags(cache);
  }, [cache]);
  const scopeAttribute = { [OWN_THEME_ATTRIBUTE]: scope };
  return (
    <CacheProvider value={cache}>
      <div className="demo-own-theme" {...scopeAttribute}>
        {children}
      </div>
    </CacheProvider>
  );
}
