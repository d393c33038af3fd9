import { AD_DISPLAY_RATIO_DEFAULT } from '../ads/constants';
import { VITALS_SAMPLE_RATE_DEFAULT } from '../analytics/constants';

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
  /** The ad block; null turns it off (the default outside production builds, SPEC §4). */
  ads: AdsConfig | null;
  analytics: AnalyticsConfig;
}

/** Where the ad block gets its ads (REFERENCE.md "Ads"). */
export interface AdsConfig {
  /** The Carbon-style provider script, injected async into the ad box. */
  providerScriptUrl: string;
  /** The provider's JSON feed, used for inline ads. */
  feedUrl: string;
  /** `GADisplayRatio`: the share of ad displays reported to analytics. */
  displayRatio: number;
}

/** Analytics (SPEC §7): a gtag-compatible script, loaded only when a measurement id is set. */
export interface AnalyticsConfig {
  measurementId: string | null;
  /** The gtag.js address; `?id=<measurementId>` is appended. */
  scriptUrl: string;
  /** Share of sessions that report web vitals. */
  vitalsSampleRate: number;
}

function ratio(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
}

// Ads are on in production builds; `DOCS_ADS=1` turns them on in development, `DOCS_ADS=0` off anywhere.
function adsEnabled(env: Record<string, string | undefined>): boolean {
  if (env.DOCS_ADS === '1' || env.DOCS_ADS === 'true') return true;
  if (env.DOCS_ADS === '0' || env.DOCS_ADS === 'false') return false;
  return env.NODE_ENV === 'production';
}

// A setting on by default only in production builds: its own value wins, and `0` turns it off anywhere.
function productionOnly(env: Record<string, string | undefined>, name: string, productionDefault: string): string | null {
  if (env[name] === '0') return null;
  return env[name] || (env.NODE_ENV === 'production' ? productionDefault : null);
}

/** The licence key used when none is configured: the Pro grid then shows its watermark. */
export const DATA_GRID_LICENSE_PLACEHOLDER = 'YOUR_MUI_X_LICENSE_KEY';

/** Production defaults, overridable through environment variables at build time. */
export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  return {
    siteUrl: env.DOCS_SITE_URL ?? 'https://mui.com',
    repositoryUrl: env.DOCS_REPOSITORY_URL ?? 'https://github.com/mui/material-ui',
    repositoryBranch: env.DOCS_REPOSITORY_BRANCH || 'master',
    ads: adsEnabled(env)
      ? {
          providerScriptUrl: env.DOCS_AD_SCRIPT_URL || 'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom',
          feedUrl: env.DOCS_AD_FEED_URL || 'https://srv.buysellads.com/ads/CE7DC23W.json',
          displayRatio: ratio(env.DOCS_GA_DISPLAY_RATIO, AD_DISPLAY_RATIO_DEFAULT),
        }
      : null,
    analytics: {
      measurementId: env.DOCS_GA_MEASUREMENT_ID || null,
      scriptUrl: env.DOCS_GA_SCRIPT_URL || 'https://www.googletagmanager.com/gtag/js',
      vitalsSampleRate: ratio(env.DOCS_VITALS_SAMPLE_RATE, VITALS_SAMPLE_RATE_DEFAULT),
    },
    dataGridLicenseKey: env.DOCS_DATA_GRID_LICENSE_KEY || DATA_GRID_LICENSE_PLACEHOLDER,
    feedbackUrl: env.DOCS_FEEDBACK_URL || null,
    // Like the ads, the worker and the icon font are production-only unless set explicitly; `0` turns them off anywhere.
    productionHost: productionOnly(env, 'DOCS_PRODUCTION_HOST', 'mui.com'),
    iconStylesheetUrl: productionOnly(env, 'DOCS_ICON_STYLESHEET_URL', 'https://fonts.googleapis.com/icon?family=Material+Icons'),
  };
}
