import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NavPage } from '../../site/nav/types';
import { products, type ProductId } from '../../site/products';
import { BuildError } from '../errors';
import { CONTENT_DIR } from '../paths';

/** A product's navigation tree and the file it came from. */
export interface LoadedNav {
  productId: ProductId;
  file: string;
  pages: NavPage[];
}

/** The nav file of a product: `content/<product base path>/nav.ts`. */
export function navFileFor(basePath: string): string {
  return path.join(CONTENT_DIR, basePath.replace(/^\//, ''), 'nav.ts');
}

/** Loads every product's `nav.ts` that exists; a file that fails to load is a build error. */
export async function loadNavs(): Promise<LoadedNav[]> {
  const loaded: LoadedNav[] = [];
  for (const product of products) {
    if (!product.hasDocs) continue;
    const file = navFileFor(product.basePath);
    try {
      await fs.access(file);
    } catch {
      continue;
    }
    let module: { default?: unknown };
    try {
      // The query string defeats Node's module cache, so a rebuild in the same process sees edits.
      module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { default?: unknown };
    } catch (error) {
      throw new BuildError(`The navigation file failed to load: ${(error as Error).message}`, { file }, 'Fix the TypeScript error in this file.');
    }
    if (!Array.isArray(module.default)) {
      throw new BuildError('The navigation file must `export default` an array of NavPage entries.', { file });
    }
    loaded.push({ productId: product.id, file, pages: module.default as NavPage[] });
  }
  return loaded;
}
