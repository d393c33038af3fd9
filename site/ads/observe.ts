import { AD_PLACEHOLDER_SELECTORS, AD_PROVIDER_FALLBACK_LINK } from './constants';
import type { PlaceholderObservation } from './decision';

/** One check of the page for the provider's placeholder (REFERENCE.md "Ads"). */
export function observePlaceholder(root: ParentNode): PlaceholderObservation {
  if (!AD_PLACEHOLDER_SELECTORS.some((selector) => root.querySelector(selector))) return 'none';
  const link = root.querySelector('#carbonads a');
  return link?.getAttribute('href') === AD_PROVIDER_FALLBACK_LINK ? 'fallback' : 'placeholder';
}
