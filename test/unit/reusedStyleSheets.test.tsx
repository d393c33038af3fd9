import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssVarsProvider as JoyCssVarsProvider, extendTheme as extendJoyTheme } from '@mui/joy/styles';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withReusedStyleSheets } from '../../site/demos/providers/useThemeFor';

// A demo's critical CSS as the build writes it into the page.
function criticalCss(tree: ReactNode): string {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  return server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
}

const materialTheme = () => createTheme({ cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' }, colorSchemes: { light: true, dark: true } });
// Material fills in a module-level palette object while making its first CSS-variables theme, so the very
// first one in a process lacks one fallback (the dark Skeleton's text channel): compare later ones only.
materialTheme();
const inMaterial = (theme: ReturnType<typeof materialTheme>) => <ThemeProvider theme={theme}>demo</ThemeProvider>;

describe('withReusedStyleSheets', () => {
  it("writes exactly the CSS of Material's own theme: both schemes' variables under the same names", () => {
    const expected = criticalCss(inMaterial(materialTheme()));
    expect(expected).toContain('--mui-palette-primary-main');
    expect(expected).toContain('[data-mui-color-scheme="dark"]');
    expect(criticalCss(inMaterial(withReusedStyleSheets(materialTheme())))).toBe(expected);
  });

  it("writes exactly the CSS of Joy's own theme", () => {
    const joy = () => <JoyCssVarsProvider theme={extendJoyTheme()}>demo</JoyCssVarsProvider>;
    const reusedJoy = () => <JoyCssVarsProvider theme={withReusedStyleSheets(extendJoyTheme())}>demo</JoyCssVarsProvider>;
    const expected = criticalCss(joy());
    expect(expected).toContain('--joy-palette-primary-500');
    expect(criticalCss(reusedJoy())).toBe(expected);
  });

  it('computes the style sheets and the vars once for every demo that shares the theme', () => {
    const theme = materialTheme();
    const generators = theme as unknown as { generateStyleSheets: () => object[]; generateThemeVars: () => object };
    const generate = vi.spyOn(generators, 'generateStyleSheets');
    const generateVars = vi.spyOn(generators, 'generateThemeVars');
    withReusedStyleSheets(theme);
    const pages = [criticalCss(inMaterial(theme)), criticalCss(inMaterial(theme)), criticalCss(inMaterial(theme))];
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generateVars).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('--mui-palette-primary-main');
  });

  it('leaves a theme without CSS variables as it is', () => {
    const plain = createTheme();
    expect(withReusedStyleSheets(plain)).toBe(plain);
    expect((plain as { generateStyleSheets?: unknown }).generateStyleSheets).toBeUndefined();
  });
});
