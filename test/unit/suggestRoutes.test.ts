import { describe, expect, it } from 'vitest';
import { levenshtein, normaliseRequestedPath, suggestRoutes } from '../../site/routing/suggest';

const pathnames = ['/', '/material-ui/react-button', '/material-ui/react-text-field', '/material-ui/getting-started', '/material-ui/api/button', '/material-ui/api/button-base', '/joy-ui/react-button', '/joy-ui/getting-started', '/base-ui/react-button', '/system/getting-started', '/versions', '/x/react-data-grid', '/material-ui/customization/color'];
const productOf = (pathname: string): string | null => {
  const folder = pathname.split('/')[1];
  return folder === 'x' ? 'x-data-grid' : folder === 'versions' ? 'docs' : folder || null;
};
const routes = pathnames.map((pathname) => ({ pathname, title: pathname, productId: productOf(pathname) }));
const suggest = (requested: string) => suggestRoutes(requested, routes).map((route) => route.pathname);

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('button', 'buton')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
  });
});

describe('suggestRoutes', () => {
  it('puts the page with the closest path first', () => {
    expect(suggest('/material-ui/react-buton')[0]).toBe('/material-ui/react-button');
    expect(suggest('/versoins')).toEqual(['/versions']);
    expect(suggest('/x/react-datagrid')).toEqual(['/x/react-data-grid']);
  });

  it("ranks the requested product's page above equally close pages of other products", () => {
    expect(suggest('/joy-ui/react-buttons')[0]).toBe('/joy-ui/react-button');
    expect(suggest('/base-ui/react-buttons')[0]).toBe('/base-ui/react-button');
    expect(suggest('/material-ui/react-buttons')[0]).toBe('/material-ui/react-button');
  });

  it('ignores the language segment, trailing slash, query, hash and case', () => {
    expect(normaliseRequestedPath('/zh/Material-UI/React-Buton/?x=1#top')).toBe('/material-ui/react-buton');
    expect(suggest('/zh/material-ui/react-buton/')[0]).toBe('/material-ui/react-button');
  });

  it('suggests nothing for a path like no page, and never the requested path itself', () => {
    expect(suggest('/zzzzzzzz-qqqq')).toEqual([]);
    expect(suggest('/versions')).not.toContain('/versions');
  });

  it('returns at most five suggestions', () => {
    expect(suggestRoutes('/react-button', routes, 2)).toHaveLength(2);
    expect(suggest('/material-ui/button').length).toBeLessThanOrEqual(5);
  });
});
