import type { ApiLinkView } from '../../site/api/view';
import { products } from '../../site/products';
import { kebabName } from './names';

/** A page whose demos use an API entry, and how much: how many of the page's demos import it. */
export interface DemoPageUse {
  title: string;
  href: string;
  demosUsing: number;
  demosOnPage: number;
}

/** The pages an API entry lists in full; the rest fold away under a summary (see rankDemoPages). */
export interface RankedDemoPages {
  shown: ApiLinkView[];
  more: ApiLinkView[];
}

/** How many pages an entry lists before the rest fold away. */
const SHOWN = 6;
/** A list at most this much longer than SHOWN is shown whole: folding away one or two pages helps nobody. */
const FOLD_SLACK = 2;

/** Whether a page is the entry's own component page: `/material-ui/react-button-group` for ButtonGroup. */
export function isNamesake(entryName: string, href: string): boolean {
  const slug = href.replace(/\/$/, '').split('/').pop() ?? '';
  return slug === `react-${kebabName(entryName)}`;
}

function productOf(href: string): (typeof products)[number] | undefined {
  return products.find((each) => href === each.basePath || href.startsWith(`${each.basePath}/`));
}

/** `customization` in `/material-ui/customization/transitions/`: the section a page sits in, if any. */
function sectionOf(href: string): string | undefined {
  const segments = href.split('/').filter(Boolean);
  const section = segments.length > 2 ? segments[1] : undefined;
  return section && `${section[0]!.toUpperCase()}${section.slice(1).replaceAll('-', ' ')}`;
}

/**
 * A title two pages share, told apart: by product (`Spacing (MUI System)`, `Spacing (Material UI)`), or,
 * within one product, by section (`Transitions (Customization)` beside the component page `Transitions`).
 */
function distinctTitle(use: DemoPageUse, sameTitle: readonly DemoPageUse[]): string {
  const product = productOf(use.href);
  const others = sameTitle.filter((other) => other !== use);
  if (others.length === 0) return use.title;
  if (product && others.every((other) => productOf(other.href) !== product)) return `${use.title} (${product.name})`;
  const section = sectionOf(use.href);
  return section ? `${use.title} (${section})` : use.title;
}

/**
 * Orders the pages whose demos use an API entry by how much they are about it: the entry's own page first,
 * then by how many of the page's demos use it, weighted by the share of the page's demos they are (so a
 * guide with one demo does not outrank a component page where eight of ten demos use it). A Button or a
 * Box is in the demos of dozens of pages (as a trigger, as a wrapper), and a list in page order put guides
 * and test pages first; the reader wants the few pages that show it. The first SHOWN are listed; the rest,
 * by title, fold away. Titles that two of the pages share are told apart (distinctTitle).
 */
export function rankDemoPages(entryName: string, uses: readonly DemoPageUse[]): RankedDemoPages {
  const weight = (use: DemoPageUse): number => (use.demosUsing * use.demosUsing) / Math.max(use.demosOnPage, 1);
  const ranked = [...uses].sort(
    (a, b) =>
      Number(isNamesake(entryName, b.href)) - Number(isNamesake(entryName, a.href)) ||
      weight(b) - weight(a) ||
      b.demosUsing - a.demosUsing ||
      a.title.localeCompare(b.title),
  );
  const link = (use: DemoPageUse): ApiLinkView => ({ title: distinctTitle(use, uses.filter((other) => other.title === use.title)), href: use.href });
  if (ranked.length <= SHOWN + FOLD_SLACK) return { shown: ranked.map(link), more: [] };
  return {
    shown: ranked.slice(0, SHOWN).map(link),
    more: ranked
      .slice(SHOWN)
      .map(link)
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
}
