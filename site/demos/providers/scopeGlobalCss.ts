import { compile, LAYER, MEDIA, RULESET, serialize, stringify, SUPPORTS, type Element } from 'stylis';

// A selector made only of attribute and class conditions (`[data-joy-color-scheme="dark"]`, `.dark`)
// may be how a color-scheme provider keys on the document's root element (it keeps matching there), on
// the demo's own element, or on an element inside the demo (a demo that switches a part of itself
// dark); or it is a plain class rule (`.shipping-notice` in GlobalStyles) for elements inside the demo.
const ROOT_STATE_SELECTOR = /^(?:\[[^\]]+\]|\.[\w-]+)+$/;

function scopeSelector(selector: string, scope: string): string[] {
  if (selector.includes(':root')) return [selector.replaceAll(':root', scope)];
  const documentElement = /^(?:html|body)(?![\w-])/.exec(selector);
  if (documentElement) return [`${scope}${selector.slice(documentElement[0].length)}`];
  if (ROOT_STATE_SELECTOR.test(selector)) return [`${selector} ${scope}`, `${scope}${selector}`, `${scope} ${selector}`];
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
 * `html` and `body` become the scope; state selectors such as `[data-joy-color-scheme="dark"]` or `.dark`
 * match on the document (applying to the scope inside it), on the scope itself or inside it; every other
 * rule applies inside the scope.
 */
export function scopeGlobalCss(css: string, scope: string): string {
  const rules = compile(css);
  scopeRules(rules, scope);
  return serialize(rules, stringify);
}
