import type { ProductId } from '../products';
import { RESULT_LIMITS } from './constants';
import type { SearchDoc } from './types';

/** A scored engine hit. */
export interface Hit {
  doc: SearchDoc;
  score: number;
  /** The indexed words that matched (after typo and prefix expansion), for highlighting. */
  terms: string[];
}

/** One page in the result list with its best matching sections. */
export interface ResultGroup {
  url: string;
  title: string;
  product: ProductId | null;
  score: number;
  /** Whether the page itself matched, not only some of its sections. */
  pageMatched: boolean;
  /** The page's own document (for its snippet), when the engine has it. */
  pageDoc: SearchDoc | null;
  sections: SearchDoc[];
  /** Every indexed word that matched in the group. */
  terms: string[];
  /**
   * The row to open first: the best section when it clearly beats the page itself (the query names a
   * section, like "roboto font"), otherwise the page.
   */
  bestUrl: string;
}

// How much better than its page a section must score to be opened first.
const SECTION_PREFERENCE = 1.25;

function pageUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Groups hits by page: a page ranks by its best hit plus a little for every further match, so a page
 * that matches in several places edges out one that matches once.
 */
export function groupHits(
  hits: readonly Hit[],
  limits: { pages: number; sectionsPerPage: number } = RESULT_LIMITS,
  lookupPage: (url: string) => SearchDoc | undefined = () => undefined,
): ResultGroup[] {
  const groups = new Map<string, ResultGroup & { best: number; rest: number; pageScore: number }>();
  for (const { doc, score, terms } of hits) {
    const url = pageUrl(doc.url);
    let group = groups.get(url);
    if (!group) {
      group = { url, title: doc.page, product: doc.product, score: 0, pageMatched: false, pageDoc: lookupPage(url) ?? null, sections: [], terms: [], bestUrl: doc.url, best: 0, rest: 0, pageScore: 0 };
      groups.set(url, group);
    }
    if (score > group.best) {
      group.rest += group.best;
      group.best = score;
      group.bestUrl = doc.url;
    } else {
      group.rest += score;
    }
    for (const term of terms) if (!group.terms.includes(term)) group.terms.push(term);
    if (doc.kind === 'page') {
      group.pageMatched = true;
      group.pageDoc = doc;
      group.pageScore = score;
    }
    else group.sections.push(doc);
  }
  return [...groups.values()]
    .map(({ best, rest, pageScore, ...group }) => ({
      ...group,
      score: best + Math.min(rest, best) * 0.1,
      bestUrl: group.pageMatched && best < pageScore * SECTION_PREFERENCE ? group.url : group.bestUrl,
      sections: group.sections.slice(0, limits.sectionsPerPage),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limits.pages);
}
