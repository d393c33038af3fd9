import type { NavPage } from '../site/nav/types';
import { products, type ProductId } from '../site/products';
import type { DemoRecord } from './bundle/demoModules';
import type { LoadedNav } from './nav/load';
import type { Route } from './routes';

/** How far one product's documentation has come, for the build log. */
export interface ProductSummary {
  productId: ProductId;
  name: string;
  /** Pages this build wrote for the product: guides and API pages. */
  pages: number;
  /** Navigation entries marked `planned`: listed, not written yet. */
  planned: number;
  demos: number;
}

function countPlanned(pages: readonly NavPage[]): number {
  return pages.reduce((count, page) => count + (page.planned ? 1 : 0) + countPlanned(page.children ?? []), 0);
}

/** One summary per product that has pages, planned entries or demos, in the product registry's order. */
export function summarizeProducts(routes: readonly Pick<Route, 'productId'>[], navs: readonly Pick<LoadedNav, 'productId' | 'pages'>[], demos: readonly Pick<DemoRecord, 'product'>[]): ProductSummary[] {
  return products
    .map((product) => ({
      productId: product.id,
      name: product.name,
      pages: routes.filter((route) => route.productId === product.id).length,
      planned: countPlanned(navs.filter((nav) => nav.productId === product.id).flatMap((nav) => nav.pages)),
      demos: demos.filter((demo) => demo.product === product.id).length,
    }))
    .filter((summary) => summary.pages + summary.planned + summary.demos > 0);
}

/** The build log's line for a product: `Material UI: 230 pages written, 12 planned, 410 demos`. */
export function formatProductSummary(summary: ProductSummary): string {
  return `${summary.name}: ${summary.pages} pages written, ${summary.planned} planned, ${summary.demos} demos`;
}
