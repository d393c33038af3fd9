/** Addresses of the services the site talks to; tests point them at local fakes (DESIGN.md §9). */
export interface SiteConfig {
  /** Absolute origin used for canonical and Open Graph URLs. */
  siteUrl: string;
  /** The repository the "edit this page" and demo source links point to. */
  repositoryUrl: string;
  /** The branch demo source links point into (`<repositoryUrl>/blob/<branch>/<path>`); default `master`. */
  repositoryBranch?: string;
  /** The MUI X licence key the Pro Data Grid demos use (SPEC §9); DATA_GRID_LICENSE_PLACEHOLDER when unset. */
  dataGridLicenseKey: string;
}

/** The licence key used when none is configured: the Pro grid then shows its watermark. */
export const DATA_GRID_LICENSE_PLACEHOLDER = 'YOUR_MUI_X_LICENSE_KEY';

/** Production defaults, overridable through environment variables at build time. */
export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  return {
    siteUrl: env.DOCS_SITE_URL ?? 'https://mui.com',
    repositoryUrl: env.DOCS_REPOSITORY_URL ?? 'https://github.com/mui/material-ui',
    repositoryBranch: env.DOCS_REPOSITORY_BRANCH || 'master',
    dataGridLicenseKey: env.DOCS_DATA_GRID_LICENSE_KEY || DATA_GRID_LICENSE_PLACEHOLDER,
  };
}
