import { useMemo } from 'react';
import type { ThemeState } from '../../theme/themeState';

const cache = new WeakMap<object, Map<string, unknown>>();

/** Memoises a theme per set of preferences, so re-renders with equal preferences reuse the theme. */
export function useThemeFor<T>(state: ThemeState, create: (state: ThemeState) => T): T {
  const key = JSON.stringify([state.paletteColors, state.direction, state.spacing, state.dense]);
  return useMemo(() => {
    let byKey = cache.get(create);
    if (!byKey) cache.set(create, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, create(state));
    return byKey.get(key) as T;
    // `key` captures every field `create` reads except the mode, which CSS variables handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, create]);
}
