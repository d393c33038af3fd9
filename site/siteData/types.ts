/** One blog post as the index, the RSS feed and the post header show it. */
export interface BlogPostSummary {
  pathname: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  authors: string[];
  tags: string[];
  readingMinutes: number;
}

/** One page of the site, as the 404 page's suggestions and llms.txt list it. */
export interface RouteSummary {
  pathname: string;
  title: string;
  /** The product the page belongs to (site/products.ts), or null outside a product. */
  productId: string | null;
}

/** One deprecated API of a component: the component itself, a prop, or a CSS class. */
export interface DeprecatedApiRow {
  kind: 'component' | 'prop' | 'class';
  /** The prop name, the global class name (`MuiButton-textPrimary`) or the component name. */
  name: string;
  /** Its row on the API page (or the page), when it has one. */
  href?: string;
  /** The `@deprecated` message, Markdown; it names the replacement. */
  message: string;
  messageHtml: string;
}

/** The deprecated APIs of one component. */
export interface DeprecatedApiGroup {
  component: string;
  /** `@mui/material/Autocomplete`. */
  importPath?: string;
  /** Its API page. */
  href?: string;
  rows: DeprecatedApiRow[];
}

/** Facts the build gathers across all pages and hands to the page being rendered. */
export interface SiteData {
  /** The page being rendered. */
  pathname: string;
  /** Newest first. */
  blogPosts: BlogPostSummary[];
  /** Minified production error code → message with `%s` placeholders, from the installed packages. */
  errorCodes: Record<string, string>;
  /** Every page, sorted by pathname. */
  routes: RouteSummary[];
  /** URL folder of the Material Icons tool's index and shards (build/icons/materialIcons.ts). */
  materialIconsBase: string;
  /** Material UI's deprecated components, props and classes, from the API model (build/deprecations). */
  deprecatedApis: DeprecatedApiGroup[];
}
