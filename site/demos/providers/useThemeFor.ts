import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import { useMemo } from 'react';
import type { ThemeState } from '../../theme/themeState';

const cache = new WeakMap<object, Map<string, unknown>>();

interface StyleSheetSource {
  generateStyleSheets?: () => CSSObject[];
  generateThemeVars?: () => object;
}

/**
 * Makes a CSS-variables theme hand out its style sheets (every variable of both colour schemes) already
 * serialised, computed once. Each demo's provider asks for them on every render, and Emotion's `Global`
 * serialised and hashed them again each time: 1,356 demos spent about 3 s of a build on it, and every
 * hydrating demo paid it again in the browser. `Global` passes a serialised style through untouched, so
 * the CSS and its name are exactly those of the plain objects. The `vars` object each provider rebuilt
 * from the same theme (it reads it, never writes it) is made once too.
 */
export function withReusedStyleSheets<T>(theme: T): T {
  const source = theme as StyleSheetSource;
  const generate = source.generateStyleSheets;
  const generateVars = source.generateThemeVars;
  if (typeof generate !== 'function') return theme;
  let sheets: SerializedStyles[] | undefined;
  source.generateStyleSheets = () => (sheets ??= generate.call(theme).map((sheet) => css(sheet)));
  if (typeof generateVars === 'function') {
    let vars: object | undefined;
    source.generateThemeVars = () => (vars ??= generateVars.call(theme));
  }
  return theme;
}

/** Memoises a theme per set of preferences, so re-renders with equal preferences reuse the theme. */
export function useThemeFor<T>(state: ThemeState, create: (state: ThemeState) => T): T {
  const key = JSON.stringify([state.paletteColors, state.direction, state.spacing, state.dense]);
  return useMemo(() => {
    let byKey = cache.get(create);
    if (!byKey) cache.set(create, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, withReusedStyleSheets(create(state)));
    return byKey.get(key) as T;
    // `key` captures every field `create` reads except the mode, which CSS variables handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, create]);
}
