import type { NavPage, PageFlags } from '../nav/types';
import type { ProductId } from '../products';

/** One h2 or h3 of a page, as listed in its table of contents. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** A link to a neighbouring page in reading order. */
export interface PageLink {
  pathname: string;
  title: string;
}

/** Everything the page template needs to know about one route, prepared by the build. */
export interface PageModel {
  /** Canonical pathname, no trailing slash (`/` for the home page). */
  pathname: string;
  title: string;
  description: string;
  layout: 'doc' | 'home';
  flags: PageFlags;
  /** The product the page belongs to, or null for cross-product pages such as the home page. */
  productId: ProductId | null;
  /** `mui:productId` / `mui:productCategoryId` values (REFERENCE.md "Routing"). */
  metaProductId: string;
  metaProductCategoryId: string;
  toc: TocEntry[];
  nav: NavPage[] | null;
  prev: PageLink | null;
  next: PageLink | null;
  /** Path of the source file relative to the repository root, for "edit this page". */
  sourcePath: string;
  /** The page's Markdown rendering (`/material-ui/react-button.md`), for every routed page (the 404 page has none); enables "Copy page". */
  markdownPath?: string;
}

/** URLs of the built assets a page links to. */
export interface PageAssets {
  stylesheet: string;
  runtimeScript: string;
  /** Scripts worth preloading together with the runtime (its static imports). */
  preloads: string[];
  /** Each page's own island registry chunk (its demos), by `islandPageKey`; pages without demos have none. */
  islandRegistries: Record<string, string>;
  /** Extra stylesheets a page's demos need (the Tailwind build), by `islandPageKey`; most pages have none. */
  demoStylesheets?: Record<string, string[]>;
  /** Inlined in <head> before anything paints: applies the stored colour scheme, direction and density. */
  themeBootstrapScript: string;
}
