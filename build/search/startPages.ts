import type { NavPage } from '../../site/nav/types';
import { flattenNav, isGroup, navTitle } from '../../site/nav/tree';
import type { StartLink } from '../../site/search/types';

/**
 * The start screen's pages for one product: the first existing page of each top-level navigation
 * group in turn, then the second of each, and so on, so the list spans the product (getting started,
 * components, customisation…) instead of only its first chapter.
 */
export function startPagesFor(nav: readonly NavPage[], exists: (pathname: string) => boolean, limit: number): StartLink[] {
  const columns = nav.map((entry) =>
    (isGroup(entry) ? flattenNav(entry.children ?? []) : [entry]).filter((page) => !isGroup(page) && !page.planned && !page.link && exists(page.pathname)),
  );
  const links: StartLink[] = [];
  for (let row = 0; links.length < limit && columns.some((column) => column.length > row); row++) {
    for (const column of columns) {
      const page = column[row];
      if (page && links.length < limit) links.push({ url: page.pathname, title: navTitle(page) });
    }
  }
  return links;
}
