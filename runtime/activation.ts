/**
 * Runs `start` now, or, on a page prerendered by the speculation rules, once the visitor actually
 * opens it: page views, ad impressions and feedback prompts must not count pages nobody saw.
 */
export function whenActivated(start: () => void, doc: Document = document): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', start, { once: true });
  else start();
}
