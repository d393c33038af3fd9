// The runner-up of the search library comparison (issue 9): the same documents, fields, boosts and
// grouping as site/search/engine.ts, on FlexSearch. Kept for `npm run bench` only; the site ships MiniSearch.
import FlexSearch from 'flexsearch';
import { pageTopic, productFromQuery, type SearchContext } from '../site/search/engine';
import { getProduct } from '../site/products';
import { groupHits, type Hit, type ResultGroup } from '../site/search/group';
import { RESULT_LIMITS } from '../site/search/constants';
import { indexTokens } from '../site/search/tokenize';
import type { SearchDoc } from '../site/search/types';

const FIELDS = { title: 5, page: 2, text: 1 } as const;
type Field = keyof typeof FIELDS;

/** The slice of FlexSearch's Document API this adapter uses (its published types are very generic). */
interface FlexDocument {
  add(document: Record<string, string | number>): unknown;
  search(query: string, options: { limit: number; suggest: boolean }): { field: Field; result: number[] }[];
  export(handler: (key: string, data: string) => void): unknown;
}

/** A FlexSearch-backed engine with the same interface as SearchEngine. */
export class FlexEngine {
  private readonly index: FlexDocument;
  private readonly docs = new Map<number, SearchDoc>();
  private readonly pages = new Map<string, SearchDoc>();

  constructor(docs: readonly SearchDoc[]) {
    const { Document, Charset } = FlexSearch as unknown as { Document: new (options: unknown) => FlexDocument; Charset: Record<string, unknown> };
    this.index = new Document({
      document: { id: 'id', index: Object.keys(FIELDS).map((field) => ({ field, tokenize: 'forward', encoder: Charset.LatinBalance })) },
    });
    for (const doc of docs) {
      this.docs.set(doc.id, doc);
      if (doc.kind === 'page') this.pages.set(doc.url, doc);
      // Camel-case parts are added the same way the MiniSearch engine adds them.
      const words = (text: string): string => indexTokens(text).join(' ');
      this.index.add({ id: doc.id, title: words(doc.title), page: words(doc.kind === 'api' ? doc.page.replace(/\s+API$/, '') : doc.page), text: words(doc.text) });
    }
  }

  /** The exported index, as a prebuilt file would ship it. */
  exported(): string {
    const parts: Record<string, string> = {};
    this.index.export((key, data) => {
      parts[key] = data;
    });
    return JSON.stringify(parts);
  }

  /** FlexSearch ranks but gives no scores: a hit scores its field boost discounted by its rank in that field. */
  search(rawQuery: string, readerContext: SearchContext): ResultGroup[] {
    if (!rawQuery.trim()) return [];
    const named = productFromQuery(rawQuery);
    const query = named.query;
    const context: SearchContext = named.product ? { product: named.product, category: getProduct(named.product).category } : readerContext;
    const scores = new Map<number, number>();
    for (const { field, result } of this.index.search(query, { limit: 200, suggest: true })) {
      result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + FIELDS[field] / (1 + rank * 0.05)));
    }
    const topic = context.pathname ? pageTopic(context.pathname) : null;
    const hits: Hit[] = [];
    for (const [id, base] of scores) {
      const doc = this.docs.get(id);
      if (!doc) continue;
      let score = base * (doc.kind === 'page' ? 1.3 : 1);
      if (topic && doc.product === context.product && pageTopic(doc.url) === topic) score *= 1.5;
      if (context.product && doc.product === context.product) score *= 2.5;
      else if (context.category && doc.category === context.category) score *= 1.2;
      hits.push({ doc, score, terms: [] });
    }
    hits.sort((a, b) => b.score - a.score);
    return groupHits(hits, RESULT_LIMITS, (url) => this.pages.get(url));
  }
}
