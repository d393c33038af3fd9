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
  /** Where page feedback is posted (SPEC §7); null: none configured, every vote shows the failure message. */
  feedbackUrl: string | null;
  /** The `location.host` on which the service worker registers (SPEC §7); null outside production builds. */
  productionHost: string | null;
  /** The icon font stylesheet added once per page (SPEC §7); null leaves it out. */
  iconStylesheetUrl: string | null;
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
    feedbackUrl: env.DOCS_FEEDBACK_URL || null,
    // Like the ads, the worker and the icon font are production-only unless set explicitly.
    productionHost: env.DOCS_PRODUCTION_HOST || (env.NODE_ENV === 'production' ? 'mui.com' : null),
    iconStylesheetUrl: env.DOCS_ICON_STYLESHEET_URL || (env.NODE_ENV === 'production' ? 'https://fonts.googleapis.com/icon?family=Material+Icons' : null),
  };
}
