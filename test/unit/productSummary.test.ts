import { describe, expect, it } from 'vitest';
import { formatProductSummary, summarizeProducts } from '../../build/productSummary';
import type { LoadedNav } from '../../build/nav/load';
import type { Route } from '../../build/routes';

const route = (pathname: string, productId: Route['productId'], kind: Route['kind'] = 'doc'): Pick<Route, 'pathname' | 'productId' | 'kind'> => ({ kind, pathname, productId });

describe('the build log’s product lines', () => {
  it('counts written pages (guides and API), planned entries at any depth, and demos per product', () => {
    const routes = [route('/material-ui/react-button', 'material-ui'), route('/material-ui/api/button', 'material-ui', 'api'), route('/joy-ui/react-button', 'joy-ui'), route('/versions', null)];
    const navs: LoadedNav[] = [
      {
        productId: 'material-ui',
        file: 'nav.ts',
        pages: [{ pathname: '/material-ui/components', children: [{ pathname: '/material-ui/react-button' }, { pathname: '/material-ui/react-chip', planned: true }, { pathname: '/material-ui/react-tabs', planned: true }] }],
      },
      { productId: 'joy-ui', file: 'nav.ts', pages: [{ pathname: '/joy-ui/react-button' }] },
    ];
    const demos = [{ product: 'material-ui' as const }, { product: 'material-ui' as const }, { product: 'joy-ui' as const }];
    const lines = summarizeProducts(routes, navs, demos).map(formatProductSummary);
    expect(lines).toEqual(['Material UI: 2 pages written, 2 planned, 2 demos', 'Joy UI: 1 pages written, 0 planned, 1 demos']);
  });
});
