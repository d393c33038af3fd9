import type { ProductCategoryId, ProductId } from '../../site/products';
import { TEXT_BUDGET } from '../../site/search/constants';
import type { ShardFile } from '../../site/search/types';
import { extractPage } from './extract';

/** What the index needs to know about one rendered route. */
export interface IndexablePage {
  pathname: string;
  title: string;
  description: string;
  product: ProductId | null;
  category: ProductCategoryId | null;
  html: string;
}

/** Cuts text to a budget at a word boundary, so the index stays small and snippets read cleanly. */
export function trimText(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const cut = text.slice(0, budget);
  const space = cut.lastIndexOf(' ');
  return `${(space > budget * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Builds one shard per product (pages without a product share the `null` shard), in route order. */
export function buildShards(pages: readonly IndexablePage[]): ShardFile[] {
  const shards = new Map<ProductId | null, ShardFile>();
  for (const page of pages) {
    let shard = shards.get(page.product);
    if (!shard) {
      shard = { product: page.product, pages: [], sections: [] };
      shards.set(page.product, shard);
    }
    const extracted = extractPage(page.html);
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
