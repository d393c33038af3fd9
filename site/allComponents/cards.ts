import type { NavPage } from '../nav/types';
import { isGroup, navTitle } from '../nav/tree';

/** One card of the component index. `href` is null for a page that is not written yet. */
export interface ComponentCard {
  pathname: string;
  title: string;
  href: string | null;
  /** True when `href` leaves the site (an entry with an external `link`). */
  external: boolean;
  deprecated: boolean;
}

/** One group of cards, in the order and with the heading of the navigation's group. */
export interface ComponentCardGroup {
  title: string;
  cards: ComponentCard[];
}

/**
 * The cards of the component index, read from a product's navigation: every leaf of every sub-group of
 * its Components group (the group whose children include `indexPathname`), except the index itself.
 * A leaf links to its page when `existing` has its pathname, to its `link` when it is external, and
 * otherwise to nothing (a page still to be written).
 */
export function componentCardGroups(nav: readonly NavPage[], indexPathname: string, existing: ReadonlySet<string>): ComponentCardGroup[] {
  const components = nav.find((entry) => entry.children?.some((child) => child.pathname === indexPathname));
  if (!components?.children) return [];
  return components.children
    .filter((group) => isGroup(group))
    .map((group) => ({
      title: group.subheader ?? navTitle(group),
      cards: leaves(group).map((leaf) => {
        const external = leaf.link !== undefined && !leaf.link.startsWith('/');
        const href = leaf.link ?? (existing.has(leaf.pathname) ? leaf.pathname : null);
        return { pathname: leaf.pathname, title: navTitle(leaf), href, external: external && href !== null, deprecated: Boolean(leaf.deprecated) };
      }),
    }))
    .filter((group) => group.cards.length > 0);
}

function leaves(group: NavPage): NavPage[] {
  return (group.children ?? []).flatMap((child) => (isGroup(child) ? leaves(child) : [child]));
}
