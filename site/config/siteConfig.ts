/** Addresses of the services the site talks to; tests point them at local fakes (DESIGN.md §9). */
export interface SiteConfig {
  /** Absolute origin used for canonical and Open Graph URLs. */
  siteUrl: string;
  /** The repository the "edit this page" and demo source links point to. */
  repositoryUrl: string;
  /** The branch demo source links point into (`<repositoryUrl>/blob/<branch>/<path>`); default `master`. */
  repositoryBranch?: string;
}

/** Production defaults, overridable through environment variables at build time. */
export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  return {
    siteUrl: env.DOCS_SITE_URL ?? 'https://mui.com',
    repositoryUrl: env.DOCS_REPOSITORY_URL ?? 'https://github.com/mui/material-ui',
    repositoryBranch: env.DOCS_REPOSITORY_BRANCH || 'master',
  };
}
