import { t } from '../../site/i18n/t';
import type { NavPage } from '../../site/nav/types';
import { getProduct, type ProductId } from '../../site/products';
import type { ApiPagePlan } from './plan';

/** A product's navigation entries for its API pages. */
export interface ApiNavGroup {
  productId: ProductId;
  groups: NavPage[];
}

function leaf(plan: ApiPagePlan): NavPage {
  return { pathname: plan.pathname, title: plan.navTitle, ...(!plan.listing && plan.entries.every((entry) => entry.deprecated !== undefined) ? { deprecated: true } : {}) };
}

/**
 * The API groups of each product, listed from the plans (DESIGN.md §7: never by hand): components,
 * then hooks; the data grid gets one group.
 */
export function apiNavGroups(plans: readonly ApiPagePlan[]): ApiNavGroup[] {
  const products = [...new Set(plans.map((plan) => plan.productId))];
  return products.map((productId) => {
    const own = plans.filter((plan) => plan.productId === productId);
    const base = `${getProduct(productId).basePath}`;
    if (productId === 'x-data-grid') {
      return { productId, groups: [{ pathname: '/x/api/data-grid', title: t('api.navDataGrid'), children: own.map(leaf) }] };
    }
    const components = own.filter((plan) => plan.group === 'components');
    const hooks = own.filter((plan) => plan.group === 'hooks');
    const groups: NavPage[] = [];
    if (components.length > 0) groups.push({ pathname: `${base}/api-components-group`, title: t('api.navComponents'), children: components.map(leaf) });
    if (hooks.length > 0) groups.push({ pathname: `${base}/api-hooks-group`, title: t('api.navHooks'), children: hooks.map(leaf) });
    return { productId, groups };
  });
}

/**
 * Inserts API groups into a product's tree right after its "Components" group (where nav.ts leaves a
 * comment for them), or at the end when there is none.
 */
export function insertApiGroups(pages: readonly NavPage[], groups: readonly NavPage[]): NavPage[] {
  const index = pages.findIndex((page) => /\/react-$/.test(page.pathname) || page.title === 'Components');
  const at = index === -1 ? pages.length : index + 1;
  return [...pages.slice(0, at), ...groups, ...pages.slice(at)];
}
