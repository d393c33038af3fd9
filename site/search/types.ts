import type { ProductCategoryId, ProductId } from '../products';

/** What a searchable unit is: a whole page, one of its h2/h3 sections, or an API entry (prop, slot, class). */
export type SearchDocKind = 'page' | 'section' | 'api';

/** One searchable unit as the engine indexes it; `url` carries the `#anchor` of a section. */
export interface SearchDoc {
  id: number;
  url: string;
  kind: SearchDocKind;
  /** The page title for a page; the heading text or the API entry's name for a section. */
  title: string;
  /** The title of the page the unit belongs to. */
  page: string;
  /** Prose, trimmed to a budget: indexed, and shown as the snippet. */
  text: string;
  product: ProductId | null;
  category: ProductCategoryId | null;
}

/** A page of a shard: its sections point back to it by position, so URLs and titles are not repeated. */
export interface ShardPage {
  url: string;
  title: string;
  text: string;
  category: ProductCategoryId | null;
}

/** A section of a shard page. */
export interface ShardSection {
  /** Index of the page in `ShardFile.pages`. */
  page: number;
  anchor: string;
  kind: Exclude<SearchDocKind, 'page'>;
  title: string;
  text: string;
}

/** Which pages a shard holds: guides (written pages) or API pages. */
export type ShardPart = 'guides' | 'api';

/** One product's guides or API pages (`/static/search/<product>[-api]-<hash>.json`). */
export interface ShardFile {
  product: ProductId | null;
  part: ShardPart;
  pages: ShardPage[];
  sections: ShardSection[];
}

/** A link on the start screen. */
export interface StartLink {
  url: string;
  title: string;
}

/** The manifest the search button points to: where each product's shard is, and the start screen. */
export interface SearchManifest {
  shards: { product: ProductId | null; part: ShardPart; url: string; docs: number }[];
  start: { product: ProductId; pages: StartLink[] }[];
}
