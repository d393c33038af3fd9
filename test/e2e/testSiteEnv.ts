/**
 * The environment of the end-to-end tests' config: no third party at all (no ads, no analytics, no icon
 * font from Google, none of which this closed network reaches) and no production host. A production
 * build run with it (`npm run build`'s command, as the bad-input tests do) has the very same config.
 */
export const TEST_SITE_ENV = {
  DOCS_SITE_URL: 'https://mui.com',
  DOCS_REPOSITORY_URL: 'https://github.com/mui/material-ui',
  DOCS_ADS: '0',
  DOCS_PRODUCTION_HOST: '0',
  DOCS_ICON_STYLESHEET_URL: '0',
} as const;
