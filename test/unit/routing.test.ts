import { describe, expect, it } from 'vitest';
import { pathnameToLanguage } from '../../site/routing/language';
import { getProductInfoFromUrl } from '../../site/routing/productInfo';

// Vectors from ../shared/REFERENCE.md "Routing".
describe('pathnameToLanguage', () => {
  const vectors: Array<[string, string, string, string, string]> = [
    ['/', 'en', '/', '/', '/'],
    ['/zh/material-ui/react-button/', 'zh', '/material-ui/react-button/', '/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/api/button/#props', 'en', '/material-ui/api/button/#props', '/material-ui/api/button/', '/material-ui/api/button'],
    ['/api/button/', 'en', '/api/button/', '/api/button/', '/api-docs/button'],
    ['/zh', 'en', '/zh', '/zh', '/zh'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/fr/', 'en', '/fr/', '/fr/', '/fr'],
  ];
  it.each(vectors)('%s', (input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({ userLanguage, canonicalAs, canonicalAsServer, canonicalPathname });
  });
});

describe('getProductInfoFromUrl', () => {
  const vectors: Array<[string, string, string]> = [
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/zh/material-ui/react-button/', 'core', 'material-ui'],
    ['/material-ui/react-app-bar/#app-bar-with-responsive-menu', 'core', 'material-ui'],
    ['/base-ui/react-button/', 'core', 'base-ui'],
    ['/joy-ui/react-button/', 'core', 'joy-ui'],
    ['/system/', 'core', 'system'],
    ['/x/react-data-grid/components', 'x', 'x-data-grid'],
    ['/x/introduction/', 'x', 'null'],
    ['/x/migration/migration-data-grid-v5/', 'x', 'null'],
    ['/toolpad/getting-started/', 'toolpad', 'toolpad-core'],
    ['/toolpad/studio/getting-started/first-app/', 'toolpad', 'toolpad-studio'],
    ['/versions/', 'null', 'docs'],
    ['/production-error/', 'null', 'docs'],
    ['/experiments/docs/demos/', 'null', 'docs-infra'],
    ['/', 'null', 'null'],
    ['/#foo', 'null', 'null'],
    ['/versions', 'null', 'null'],
  ];
  it.each(vectors)('%s', (input, productCategoryId, productId) => {
    expect(getProductInfoFromUrl(input)).toEqual({ productCategoryId, productId });
  });
});
