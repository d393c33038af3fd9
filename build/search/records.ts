import type { ProductCategoryId, ProductId } from '../../site/products';
import { TEXT_BUDGET } from '../../site/search/constants';
import type { ShardFile, ShardPart } from '../../site/search/types';
import { extractPage, type ExtractedPage } from './extract';

/** What the index needs to know about one rendered route. */
export interface IndexablePage {
  pathname: string;
  title: string;
  description: string;
  product: ProductId | null;
  category: ProductCategoryId | null;
  /** API pages (their many prop rows are most of the index) go in a shard of their own. */
  part: ShardPart;
  html: string;
}

/** Cuts text to a budget at a word boundary, so the index stays small and snippets read cleanly. */
export function trimText(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const cut = text.slice(0, budget);
  const space = cut.lastIndexOf(' ');
  return `${(space > budget * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Builds one shard per product and part (guides, API pages; pages without a product share the `null`
 * product), in route order: a reader's first search downloads their product's shards only. `extract`
 * reads a page's searchable content (the build passes one that answers from its cache).
 */
export function buildShards(pages: readonly IndexablePage[], extract: (page: IndexablePage) => ExtractedPage = (page) => extractPage(page.html)): ShardFile[] {
  const shards = new Map<string, ShardFile>();
  for (const page of pages) {
    const key = `${page.product ?? ''}/${page.part}`;
    let shard = shards.get(key);
    if (!shard) {
      shard = { product: page.product, part: page.part, pages: [], sections: [] };
      shards.set(key, shard);
    }
    const extracted = extract(page);
    const pageIndex = shard.pages.length;
    const intro = [page.description, extracted.intro].filter(Boolean).join(' ');
    shard.pages.push({ url: page.pathname, title: page.title, text: trimText(intro, TEXT_BUDGET.page), category: page.category });
    for (const section of extracted.sections) {
      if (!section.title) continue;
      shard.sections.push({ page: pageIndex, anchor: section.anchor, kind: section.kind, title: section.title, text: trimText(section.text, TEXT_BUDGET[section.kind]) });
    }
  }
  return [...shards.values()];
}
