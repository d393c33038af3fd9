/** A plan marker for features that need a commercial licence (SPEC §3). */
export type Plan = 'pro' | 'premium';

/** The status flags a navigation entry or a page can carry (SPEC §3). */
export interface PageFlags {
  /** Listed so readers see what is coming; it has no page yet and renders without a link. */
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  newFeature?: boolean;
  deprecated?: boolean;
  plan?: Plan;
}

/** One entry of a product's navigation tree (SPEC §3 "Navigation page entry"). */
export interface NavPage extends PageFlags {
  /** The canonical pathname, without a trailing slash. For a group, an id-like path that need not be a page. */
  pathname: string;
  /** Visible label; derived from the pathname when absent (REFERENCE.md "Navigation"). */
  title?: string;
  /** Groups render a small section heading instead of a link. */
  subheader?: string;
  children?: NavPage[];
  /** Name of an icon shown beside top-level groups. */
  icon?: string;
  /** An external URL (opens in a new tab), or a path to another product's page on this site: the entry links there instead of to `pathname`. */
  link?: string;
}
