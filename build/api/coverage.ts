import type { ApiPackage } from '../../site/api/types';
import type { ApiPackageSpec } from './packages';
import type { ApiPagePlan } from './plan';

/** How many exports of a product have API pages, and which have none. */
export interface ProductCoverage {
  productId: string;
  pages: number;
  components: number;
  hooks: number;
  missing: string[];
}

/**
 * Checks that every exported component and hook is documented in its product: on a page of its own, as
 * a styled part on its host's page, or as a row of a listing page (build/api/surface.ts). An export whose name
 * another package of the same product documents already (lab re-exports) counts as covered.
 */
export function apiCoverage(packages: readonly ApiPackage[], specs: readonly ApiPackageSpec[], plans: readonly ApiPagePlan[]): ProductCoverage[] {
  const byProduct = new Map<string, ProductCoverage>();
  for (const spec of specs) {
    const coverage = byProduct.get(spec.productId) ?? { productId: spec.productId, pages: 0, components: 0, hooks: 0, missing: [] };
    byProduct.set(spec.productId, coverage);
    const documented = new Set(plans.filter((plan) => plan.productId === spec.productId).flatMap((plan) => [...plan.entries, ...plan.parts].map((entry) => entry.name)));
    for (const entry of packages.find((candidate) => candidate.packageName === spec.packageName)?.entries ?? []) {
      if (entry.kind === 'component') coverage.components += 1;
      else coverage.hooks += 1;
      if (!documented.has(entry.name)) coverage.missing.push(`${spec.packageName}: ${entry.name}`);
    }
  }
  for (const plan of plans) {
    const coverage = byProduct.get(plan.productId);
    if (coverage) coverage.pages += 1;
  }
  return [...byProduct.values()];
}
