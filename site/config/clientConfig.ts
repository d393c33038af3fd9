import type { AdsConfig, AnalyticsConfig, SiteConfig } from './siteConfig';

/** The part of the site config the browser runtime reads, embedded in every page as JSON. */
export interface ClientConfig {
  ads: AdsConfig | null;
  analytics: AnalyticsConfig;
  feedbackUrl: string | null;
  productionHost: string | null;
  iconStylesheetUrl: string | null;
  /** The MUI X licence key of the Pro Data Grid demos (SPEC §9). */
  dataGridLicenseKey: string;
}

/** The id of the `<script type="application/json">` element holding the client config. */
export const CLIENT_CONFIG_ID = 'docs-config';

/** Picks what the browser needs from the build's config. */
export function clientConfigOf(config: SiteConfig): ClientConfig {
  return { ads: config.ads, analytics: config.analytics, feedbackUrl: config.feedbackUrl, productionHost: config.productionHost, iconStylesheetUrl: config.iconStylesheetUrl, dataGridLicenseKey: config.dataGridLicenseKey };
}

/** The element that carries the client config; `<` is escaped so no value can close the script. */
export function clientConfigScript(config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CLIENT_CONFIG_ID}">${json}</script>`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the client config of the current page; null when it is missing or malformed. */
export function readClientConfig(doc: Document = document): ClientConfig | null {
  const text = doc.getElementById(CLIENT_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed.analytics)) return null;
    return parsed as unknown as ClientConfig;
  } catch {
    return null;
  }
}
