import { compile, LAYER, MEDIA, RULESET, serialize, stringify, SUPPORTS, type Element } from 'stylis';

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

// A selector made only of attribute and class conditions (`[data-joy-color-scheme="dark"]`, `.dark`)
// is how color-scheme providers key on the document's root element: it keeps matching there.
const ROOT_STATE_SELECTOR = /^(?:\[[^\]]+\]|\.[\w-]+)+$/;

function scopeSelector(selector: string, scope: string): string[] {
  if (selector.includes(':root')) return [selector.replaceAll(':root', scope)];
  const documentElement = /^(?:html|body)(?![\w-])/.exec(selector);
  if (documentElement) return [`${scope}${selector.slice(documentElement[0].length)}`];
  if (ROOT_STATE_SELECTOR.test(selector)) return [`${selector} ${scope}`];
  return [`${scope} ${selector}`];
}

// At-rules whose children are ordinary rules; keyframes and font faces are left as they are.
const GROUPING_RULES = new Set<string>([MEDIA, SUPPORTS, LAYER, '@container']);

function scopeRules(elements: Element[], scope: string): void {
  for (const element of elements) {
    if (element.type === RULESET) element.props = (element.props as string[]).flatMap((selector) => scopeSelector(selector, scope));
    else if (GROUPING_RULES.has(element.type) && Array.isArray(element.children)) scopeRules(element.children, scope);
  }
}

/**
 * Confines global CSS (what `GlobalStyles` and CSS-variables providers emit) to an element: `:root`,
 * `html` and `body` become the scope, root-state selectors such as `[data-joy-color-scheme="dark"]` keep
 * keying on the document and apply to the scope inside it, every other rule applies inside the scope.
 */
export function scopeGlobalCss(css: string, scope: string): string {
  const rules = compile(css);
  scopeRules(rules, scope);
  return serialize(rules, stringify);
}
