/**
 * The site's own islands (demos are registered separately, from the pages that import them).
 * Each module's `islandElement(props)` returns the element rendered on the server and hydrated in
 * the browser; add an entry here and render it with `<Island name="site:<name>" props={…}>`.
 */
export const SITE_ISLANDS: Record<string, string> = {
  'color-tool': 'site/theme/ColorToolIsland.tsx',
  'material-icons': 'site/materialIcons/MaterialIconsIsland.tsx',
  'theme-builder': 'site/themeBuilder/ThemeBuilderIsland.tsx',
};

/** The registry key of a site island. */
export function siteIslandName(name: keyof typeof SITE_ISLANDS): string {
  return `site:${name}`;
}
