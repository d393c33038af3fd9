// Providers that give a subtree a theme of its own, whatever package they come from
// (`@mui/material/styles`, `@mui/joy/styles`, `@mui/system`, their deep paths, aliases included).
const THEME_PROVIDER_NAME = /^(?:Experimental_)?(?:ThemeProvider|CssVarsProvider)$/;
const THEME_PROVIDER_PATH = /\/(?:ThemeProvider|CssVarsProvider)$/;
const MUI_IMPORT = /import\s+(?!type\b)([\s\S]*?)\s+from\s+['"](@mui\/[^'"]+)['"]/g;

/**
 * Whether a demo's source wraps (part of) itself in a theme provider of its own. Such a demo must render
 * with that theme, not the site's: the demo providers then host it differently (providers/OwnThemeHost).
 * Runs at build time on the demo file and in the browser on live-edited code.
 */
export function bringsOwnTheme(source: string): boolean {
  for (const [, clause = '', specifier = ''] of source.matchAll(MUI_IMPORT)) {
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    // `{ type ThemeProviderProps }` names a type only; it provides nothing.
    const names = named.split(',').map((part) => part.trim()).filter((part) => !part.startsWith('type ')).map((part) => part.split(/\s+as\s+/)[0]!);
    if (names.some((name) => THEME_PROVIDER_NAME.test(name))) return true;
    const hasDefault = !clause.trimStart().startsWith('{') && !clause.trimStart().startsWith('*');
    if (hasDefault && THEME_PROVIDER_PATH.test(specifier)) return true;
  }
  return false;
}

/** The attribute that marks the element an own-theme demo's global styles are confined to. */
export const OWN_THEME_ATTRIBUTE = 'data-demo-theme';

/** The CSS selector of an own-theme demo's scope element. */
export function ownThemeScopeSelector(scope: string): string {
  return `[${OWN_THEME_ATTRIBUTE}="${scope.replace(/["\\]/g, '\\$&')}"]`;
}
