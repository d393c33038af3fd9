import { pathnameToLanguage } from './language';

/** What `<meta name="mui:productId">` and `mui:productCategoryId` carry; `'null'` when unknown. */
export interface ProductInfoFromUrl {
  productCategoryId: string;
  productId: string;
}

// The first folder only counts when a "/" follows it: "/versions" alone is not the versions product.
function firstFolder(pathname: string): string | null {
  const match = /^\/([^/]+)\//.exec(pathname);
  return match ? (match[1] ?? null) : null;
}

/** Maps a pathname to its product and category, following SPEC §2 and REFERENCE.md's vectors. */
export function getProductInfoFromUrl(asPath: string): ProductInfoFromUrl {
  const { canonicalAsServer } = pathnameToLanguage(asPath);
  const folder = firstFolder(canonicalAsServer);
  let productCategoryId = 'null';
  let productId = 'null';

  if (folder === 'material-ui' || folder === 'joy-ui' || folder === 'base-ui' || folder === 'system') {
    productCategoryId = 'core';
    productId = folder;
  } else if (folder === 'x') {
    productCategoryId = 'x';
    if (/^\/x\/(react-data-grid|api\/data-grid)(\/|$)/.test(canonicalAsServer)) {
      productId = 'x-data-grid';
    }
  } else if (folder === 'toolpad') {
    productCategoryId = 'toolpad';
    productId = canonicalAsServer.startsWith('/toolpad/studio/') ? 'toolpad-studio' : 'toolpad-core';
  } else if (folder === 'versions' || folder === 'production-error') {
    productId = 'docs';
  } else if (folder === 'experiments') {
    productId = 'docs-infra';
  }

  return { productCategoryId, productId };
}
