import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../site/nav/types';
import { navTitle, prevNext } from '../site/nav/tree';
import { getProduct, type ProductId } from '../site/products';
import type { PageModel } from '../site/render/types';
import { getProductInfoFromUrl } from '../site/routing/productInfo';
import { discoverPages } from './content/discover';
import { parsePageSource, type FrontMatter } from './content/frontMatter';
import type { CodeBlock } from './content/codeBlocks';
import type { TwinOutline } from './content/twinOutline';
import type { MdxImport } from './content/mdx';
import { compileMdxCached } from './content/mdxCache';
import { BuildError, BuildErrors } from './errors';
import type { LoadedNav } from './nav/load';
import { markdownPathFor } from './machine/llms';
import { ROOT } from './paths';

/** One entry of the route table: a URL, where it comes from and what its page says. */
export interface Route {
  /** `doc`: an MDX page under content/; `api`: an API page generated from the packages' types (build/api). */
  kind: 'doc' | 'api';
  pathname: string;
  file: string;
  frontMatter: FrontMatter;
  code: string;
  toc: PageModel['toc'];
  imports: MdxImport[];
  productId: ProductId | null;
  /** An MDX page's fenced ts/tsx blocks that are type-checked (not marked `fragment`); API pages have none. */
  codeBlocks?: CodeBlock[];
  /** An MDX page's outline for its Markdown twin, made while compiling it; API pages have none. */
  twinOutline?: TwinOutline;
}

function productIdFor(pathname: string): ProductId | null {
  const { productId } = getProductInfoFromUrl(`${pathname}/`);
  if (productId === 'null') return null;
  const id = productId as ProductId;
  return getProduct(id) ? id : null;
}

// The files of each folder a page imports from: one listing per folder instead of three stats per import
// (the route table checks about 1,400 demo imports, and dev mode builds it again on every MDX edit).
function folderListings(): (dir: string) => Promise<ReadonlySet<string>> {
  const listings = new Map<string, Promise<ReadonlySet<string>>>();
  return (dir) => {
    let listing = listings.get(dir);
    if (!listing) {
      listing = fs.readdir(dir, { withFileTypes: true }).then(
        (entries) => new Set(entries.filter((entry) => entry.isFile() || entry.isSymbolicLink()).map((entry) => entry.name)),
        () => new Set<string>(),
      );
      listings.set(dir, listing);
    }
    return listing;
  };
}

async function checkImports(file: string, imports: readonly MdxImport[]): Promise<void> {
  const filesIn = folderListings();
  for (const { source, line } of imports) {
    if (!source.startsWith('.')) {
      throw new BuildError(`Pages may only import from their own folder; "${source}" is not relative.`, { file, line }, 'Put demos in ./demos/ and import them with a relative path.');
    }
    const base = path.resolve(path.dirname(file), source);
    const names = await filesIn(path.dirname(base));
    if (![base, `${base}.tsx`, `${base}.ts`].some((candidate) => names.has(path.basename(candidate)))) {
      throw new BuildError(`Cannot find "${source}" imported by this page.`, { file, line }, `Create ${path.relative(ROOT, `${base}.tsx`)} or fix the import path.`);
    }
  }
}

// Compiled pages of this process, by file and exact source: dev mode recompiles only what was edited.
const compiledPages = new Map<string, { source: string; frontMatter: FrontMatter; compiled: Awaited<ReturnType<typeof compileMdxCached>> }>();

async function loadRoute(file: string, pathname: string): Promise<Route> {
  const source = await fs.readFile(file, 'utf8');
  let entry = compiledPages.get(file);
  if (entry?.source !== source) {
    const { frontMatter, body } = parsePageSource(file, source);
    entry = { source, frontMatter, compiled: await compileMdxCached(file, body) };
    compiledPages.set(file, entry);
  }
  const { frontMatter, compiled } = entry;
  await checkImports(file, compiled.imports);
  return { kind: 'doc', pathname, file, frontMatter, code: compiled.code, toc: compiled.toc, imports: compiled.imports, codeBlocks: compiled.codeBlocks, twinOutline: compiled.twinOutline, productId: productIdFor(pathname) };
}

/** Reads and compiles every page under content/; all content errors are reported together. */
export async function buildRouteTable(): Promise<Route[]> {
  const files = await discoverPages();
  const settled = await Promise.allSettled(files.map((page) => loadRoute(page.file, page.pathname)));
  const errors = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (errors.length > 0) {
    const buildErrors = errors.map((error) => (error instanceof BuildError ? error : new BuildError(String(error), { file: ROOT })));
    throw buildErrors.length === 1 ? buildErrors[0] : new BuildErrors(buildErrors);
  }
  return settled.map((result) => (result as PromiseFulfilledResult<Route>).value);
}

/** Builds the template's view of a route: titles, product meta, navigation and neighbours. */
export function pageModelFor(route: Route, navs: readonly LoadedNav[]): PageModel {
  // Pages are folders: the product is read from the pathname as a folder, like mui.com's trailing-slash URLs.
  const info = getProductInfoFromUrl(`${route.pathname}/`);
  const nav: NavPage[] | null = navs.find((candidate) => candidate.productId === route.productId)?.pages ?? null;
  const neighbours = nav ? prevNext(nav, route.pathname) : { prev: null, next: null };
  const link = (page: NavPage | null) => (page ? { pathname: page.pathname, title: navTitle(page) } : null);
  const { title, description, layout, hidden: _hidden, ...flags } = route.frontMatter;
  return {
    pathname: route.pathname,
    title,
    description,
    layout,
    flags,
    productId: route.productId,
    metaProductId: info.productId,
    metaProductCategoryId: info.productCategoryId,
    toc: route.toc,
    nav,
    prev: link(neighbours.prev),
    next: link(neighbours.next),
    sourcePath: path.relative(ROOT, route.file).split(path.sep).join('/'),
    markdownPath: markdownPathFor(route.pathname),
  };
}
