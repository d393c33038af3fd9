import type { NavPage } from './types';
import { pageTitleFromPathname } from './titles';

/** Thrown on a navigation mistake; `pathname` names the offending entry. */
export class NavError extends Error {
  constructor(
    message: string,
    readonly pathname: string,
  ) {
    super(message);
    this.name = 'NavError';
  }
}

/** An entry is a group when it has children: groups are headings, not links. */
export function isGroup(page: NavPage): boolean {
  return Array.isArray(page.children) && page.children.length > 0;
}

/** The label to show for an entry. */
export function navTitle(page: NavPage): string {
  return page.title ?? pageTitleFromPathname(page.pathname);
}

/** Every entry of a tree, depth first, parents before their children. */
export function flattenNav(pages: readonly NavPage[]): NavPage[] {
  const result: NavPage[] = [];
  const visit = (list: readonly NavPage[]): void => {
    for (const page of list) {
      result.push(page);
      if (page.children) visit(page.children);
    }
  };
  visit(pages);
  return result;
}

/** Throws `Duplicated pathname <p> in pages` on the first pathname seen twice (SPEC §5). */
export function assertUniquePathnames(pages: readonly NavPage[]): void {
  const seen = new Set<string>();
  for (const page of flattenNav(pages)) {
    if (seen.has(page.pathname)) {
      throw new NavError(`Duplicated pathname ${page.pathname} in pages`, page.pathname);
    }
    seen.add(page.pathname);
  }
}

/** The leaves a reader can open, in reading order: no groups, planned entries or external links. */
export function readingOrder(pages: readonly NavPage[]): NavPage[] {
  return flattenNav(pages).filter((page) => !isGroup(page) && !page.planned && !page.link);
}

/** The previous and next pages around `pathname` in reading order, if any. */
export function prevNext(
  pages: readonly NavPage[],
  pathname: string,
): { prev: NavPage | null; next: NavPage | null } {
  const order = readingOrder(pages);
  const index = order.findIndex((page) => page.pathname === pathname);
  if (index === -1) return { prev: null, next: null };
  return { prev: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

/** The chain of groups that contain `pathname` (outermost first), used to open the active group. */
export function ancestorsOf(pages: readonly NavPage[], pathname: string): NavPage[] {
  for (const page of pages) {
    if (page.pathname === pathname) return [];
    if (page.children) {
      const inner = ancestorsOf(page.children, pathname);
      if (inner.length > 0 || page.children.some((child) => child.pathname === pathname)) {
        return [page, ...inner];
      }
    }
  }
  return [];
}
