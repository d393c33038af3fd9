import { t } from '../i18n/t';
import { products, type ProductId } from '../products';
import type { ResultGroup } from './group';
import type { RecentEntry } from './recent';
import type { SearchDocKind, SearchManifest } from './types';

/** One choosable row of the dialog. */
export interface OptionEntry {
  url: string;
  title: string;
  /** Context under the title: a snippet for results, the page title for a recent section. */
  detail: string;
  kind: SearchDocKind;
  /** The page title, remembered with a chosen section. */
  page: string | null;
  product: ProductId | null;
  /** Words to highlight in the title and detail. */
  marks: string[];
  /** The row the dialog selects first: the best hit overall, so Enter opens it. */
  preferred?: boolean;
}

/** A block of rows: one page with its sections, a product's start pages, or the recent list. */
export interface EntryGroup {
  key: string;
  /** A visible heading (start screen) or null when the group's first row is its own heading (results). */
  heading: string | null;
  /** The product chip shown on the group. */
  chip: string | null;
  options: OptionEntry[];
}

/** The display name of a product id, or null for an unknown or absent one (stored data may be stale). */
export function productName(id: ProductId | null): string | null {
  return products.find((product) => product.id === id)?.name ?? null;
}

/** Rows for search results: each page first, then its matching sections. */
export function resultEntries(groups: readonly ResultGroup[]): EntryGroup[] {
  return groups.map((group, index) => ({
    key: group.url,
    heading: null,
    chip: productName(group.product),
    options: [
      { url: group.url, title: group.title, detail: group.pageDoc?.text ?? '', kind: 'page' as const, page: null, product: group.product, marks: group.terms },
      ...group.sections.map((section) => ({ url: section.url, title: section.title, detail: section.text, kind: section.kind, page: group.title, product: group.product, marks: group.terms })),
    ].map((option: OptionEntry) => (index === 0 && option.url === group.bestUrl ? { ...option, preferred: true } : option)),
  }));
}

/** Rows for the empty query: recent choices, then the start pages of each product, the reader's first. */
export function startEntries(manifest: SearchManifest | null, recent: readonly RecentEntry[], current: ProductId | null): EntryGroup[] {
  const groups: EntryGroup[] = [];
  if (recent.length > 0) {
    groups.push({
      key: 'recent',
      heading: t('search.recent'),
      chip: null,
      options: recent.map((entry) => ({ url: entry.url, title: entry.title, detail: entry.page ?? productName(entry.product) ?? '', kind: entry.page ? 'section' : 'page', page: entry.page, product: entry.product, marks: [] })),
    });
  }
  const start = [...(manifest?.start ?? [])].sort((a, b) => Number(b.product === current) - Number(a.product === current));
  for (const { product, pages } of start) {
    groups.push({
      key: `start:${product}`,
      heading: productName(product),
      chip: null,
      options: pages.map((page) => ({ url: page.url, title: page.title, detail: '', kind: 'page', page: null, product, marks: [] })),
    });
  }
  return groups;
}
