import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { OWN_THEME_ATTRIBUTE } from '../ownTheme';
import { ownThemeCache } from './ownThemeCache';

/**
 * The scope element of a demo that brings its own theme provider: global styles the demo's providers
 * write (CSS variables for `:root`, color-scheme rules) apply inside it only, so the demo's theme shows
 * without leaking into the page or its other demos. The product provider supplies the outer theme.
 */
export function OwnThemeHost({ scope, children }: { scope: string; children: ReactNode }) {
  const base = useEmotionCache();
  const scopeAttribute = { [OWN_THEME_ATTRIBUTE]: scope };
  return (
    <CacheProvider value={base ? ownThemeCache(base, scope) : base}>
      <div className="demo-own-theme" {...scopeAttribute}>
        {children}
      </div>
    </CacheProvider>
  );
}
