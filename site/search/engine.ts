import MiniSearch from 'minisearch';
import { getProduct, products, type ProductCategoryId, type ProductId } from '../products';
import { RESULT_LIMITS } from './constants';
import { groupHits, type Hit, type ResultGroup } from './group';
import { indexTokens, normalizeTerm, queryTokens } from './tokenize';
import type { SearchDoc } from './types';

/** Who is searching: the product of the page being read decides what ranks first. */
export interface SearchContext {
  product: ProductId | null;
  category: ProductCategoryId | null;
  /** The page being read: its companion pages (`react-button` ↔ `api/button`) rank a little higher. */
  pathname?: string;
}

/** The component a page is about: `/material-ui/react-button` and `/material-ui/api/button` both give "button". */
export function pageTopic(url: string): string {
  const path = url.split('#')[0]!.replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1).replace(/^react-/, '');
}

// Ranking knobs, measured on the fixture in test/unit/searchRanking.test.ts.
const FIELD_BOOST = { title: 5, page: 1.5, text: 1 } as const;
const CURRENT_PRODUCT_BOOST = 2.5;
const SAME_CATEGORY_BOOST = 1.2;
const PAGE_KIND_BOOST = 1.3;
const RELATED_PAGE_BOOST = 1.5;
// Prefix and typo matches count for less than exact words, so "card" ranks Card above CardMedia.
const MATCH_WEIGHTS = { prefix: 0.15, fuzzy: 0.3 };

// Single words that name a product unambiguously ("base" and "system" are ordinary words too).
const PRODUCT_WORDS: Record<string, ProductId> = { material: 'material-ui', joy: 'joy-ui' };

/**
 * Reads a product named in the query ("joy card", "Base UI slider") so that product ranks first, and
 * returns the rest of the query to search for. Full names come from the product registry.
 */
export function productFromQuery(query: string): { query: string; product: ProductId | null } {
  let rest = ` ${query.toLowerCase().replace(/\s+/g, ' ')} `;
  let found: ProductId | null = null;
  for (const product of products) {
    const name = ` ${product.name.toLowerCase()} `;
    if (product.hasDocs && rest.includes(name)) {
      found = product.id;
      rest = rest.replace(name, ' ');
    }
  }
  for (const [word, product] of Object.entries(PRODUCT_WORDS)) {
    if (!found && rest.includes(` ${word} `)) {
      found = product;
      rest = rest.replace(` ${word} `, ' ');
    }
  }
  return rest.trim() && found ? { query: rest.trim(), product: found } : { query, product: null };
}

/**
 * What each indexed field holds. The id goes through here too and must stay a number. An API entry's
 * page field drops the trailing "API": every one of thousands of entries would otherwise carry the
 * word, and queries ending in "api" would walk them all.
 */
function extractField(doc: SearchDoc, field: string): unknown {
  if (field === 'page' && doc.kind === 'api') return doc.page.replace(/\s+API$/, '');
  return doc[field as keyof SearchDoc];
}

/** A client-side full-text index over the site's pages, sections and API entries. */
export class SearchEngine {
  private readonly index: MiniSearch<SearchDoc>;
  private readonly docs = new Map<number, SearchDoc>();
  private everyWordMatched = true;
  private readonly pages = new Map<string, SearchDoc>();
  // Computed once per document: boostDocument runs for every posting of every query term.
  private readonly topics = new Map<number, string>();

  constructor(docs: readonly SearchDoc[] = []) {
    this.index = new MiniSearch<SearchDoc>({
      fields: ['title', 'page', 'text'],
      extractField,
      tokenize: indexTokens,
      processTerm: normalizeTerm,
      searchOptions: { tokenize: queryTokens, processTerm: normalizeTerm },
    });
    this.add(docs);
  }

  private remember(docs: readonly SearchDoc[]): void {
    for (const doc of docs) {
      this.docs.set(doc.id, doc);
      this.topics.set(doc.id, pageTopic(doc.url));
      if (doc.kind === 'page') this.pages.set(doc.url, doc);
    }
  }

  /** Adds documents at once (tests, benchmarks); ids must be unique across calls. */
  add(docs: readonly SearchDoc[]): void {
    this.remember(docs);
    this.index.addAll(docs);
  }

  /**
   * Adds documents in chunks, yielding to the browser between them: a large shard takes a few hundred
   * milliseconds to index, and typing must stay responsive meanwhile. Searches see each chunk as it lands.
   */
  async addInChunks(docs: readonly SearchDoc[], chunkSize = 400): Promise<void> {
    this.remember(docs);
    await this.index.addAllAsync(docs, { chunkSize });
  }

  /** How many documents are indexed. */
  get size(): number {
    return this.docs.size;
  }

  /** Scored hits for a query, best first: typo tolerant, the last word as a prefix, the reader's product first. */
  hits(query: string, context: SearchContext): Hit[] {
    const topic = context.pathname ? pageTopic(context.pathname) : null;
    // The last word is kept even when it is a stop word: it is still being typed, and "but" on the way to
    // "button" or "the" on the way to "theme" must not empty the results (nor widen the index for nothing).
    const lastWord = queryTokens(query).at(-1)?.toLowerCase();
    const results = this.index.search(query, {
      processTerm: (term) => (term.toLowerCase() === lastWord ? lastWord : normalizeTerm(term)),
      boost: FIELD_BOOST,
      weights: MATCH_WEIGHTS,
      // The last word is usually still being typed; earlier words are complete. A one-letter prefix
      // matches most of the vocabulary and ranks nothing usefully.
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
      // Short words have too many neighbours one letter away ("card" → "cart") to correct safely.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      boostDocument: (id: number) => {
        const doc = this.docs.get(id);
        if (!doc) return 1;
        let boost = doc.kind === 'page' ? PAGE_KIND_BOOST : 1;
        if (topic && doc.product === context.product && this.topics.get(id) === topic) boost *= RELATED_PAGE_BOOST;
        if (context.product && doc.product === context.product) boost *= CURRENT_PRODUCT_BOOST;
        else if (context.category && doc.category === context.category) boost *= SAME_CATEGORY_BOOST;
        return boost;
      },
    });
    const queryTerms = new Set(results.flatMap((result) => result.queryTerms)).size;
    const words = query.trim().split(/\s+/).filter(Boolean).length;
    this.everyWordMatched = results.some((result) => result.queryTerms.length >= words);
    const hits: Hit[] = [];
    for (const result of results) {
      const doc = this.docs.get(result.id as number);
      // A unit that matches every word of the query beats one that matches some of them many times,
      // even in the reader's product: "roboto font" wants the Roboto font section, not every fontSize prop.
      const coverage = queryTerms > 1 ? (result.queryTerms.length / queryTerms) ** 2 : 1;
      if (doc) hits.push({ doc, score: result.score * coverage, terms: result.terms });
    }
    return hits.sort((a, b) => b.score - a.score);
  }

  /**
   * Whether some unit of the last search matched every word of its query. With only some products'
   * shards loaded, "roboto font" finds "font" props of the reader's product and nothing with both words:
   * the dialog then loads the other shards.
   */
  lastSearchMatchedEveryWord(): boolean {
    return this.everyWordMatched;
  }

  /** Results grouped by page, best page first; a product named in the query takes the reader's product's place. */
  search(query: string, context: SearchContext): ResultGroup[] {
    if (!query.trim()) return [];
    const named = productFromQuery(query);
    const effective: SearchContext = named.product ? { product: named.product, category: getProduct(named.product).category } : context;
    return groupHits(this.hits(named.query, effective), RESULT_LIMITS, (url) => this.pages.get(url));
  }
}
