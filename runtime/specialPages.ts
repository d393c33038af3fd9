// Behaviours of issue 8's pages: "Copy page" on doc pages; the production-error decoder and the 404
// suggestions and the component index's filter load as chunks of their own, only on the page that has them.
import { setupCodeTabs } from './codeTabs';
import { setupCopyPage } from './copyPage';

/** Wires "Copy page", code tabs and, where present, the production-error decoder and the 404 page's suggestions. */
export function setupSpecialPages(doc: Document = document): void {
  setupCopyPage(doc);
  setupCodeTabs(doc);
  if (doc.querySelector('[data-production-error]')) void import('./productionError').then(({ setupProductionError }) => setupProductionError(doc));
  if (doc.querySelector('[data-all-components]')) void import('./allComponents').then(({ setupAllComponents }) => setupAllComponents(doc));
  if (doc.querySelector('[data-not-found]')) void import('./notFound').then(({ setupNotFound }) => setupNotFound(doc));
}
