import type { SearchDoc, ShardFile } from './types';

/** Expands a compact shard file into engine documents; ids continue from `firstId`. */
export function docsFromShard(shard: ShardFile, firstId = 0): SearchDoc[] {
  let id = firstId;
  const docs: SearchDoc[] = shard.pages.map((page) => ({
    id: id++,
    url: page.url,
    kind: 'page',
    title: page.title,
    page: page.title,
    text: page.text,
    product: shard.product,
    category: page.category,
  }));
  for (const section of shard.sections) {
    const page = shard.pages[section.page];
    if (!page) continue;
    docs.push({
      id: id++,
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      kind: section.kind,
      title: section.title,
      page: page.title,
      text: section.text,
      product: shard.product,
      category: page.category,
    });
  }
  return docs;
}
