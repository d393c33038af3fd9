/** Every number and fixed string of the ad block (SPEC §4, §9; REFERENCE.md "Ads"), in one place. */

/** Time between two checks for the provider's placeholder. */
export const AD_POLL_INTERVAL_MS = 500;
/** The poll gives up after this many checks. */
export const AD_MAX_CHECKS = 30;
/** Without a placeholder after this many checks the ad counts as blocked (so: from the 7th check). */
export const AD_BLOCKED_AFTER_CHECKS = 6;
/** Chance that a blocked visitor sees the whitelist request instead of an in-house ad. */
export const AD_WHITELIST_PROBABILITY = 0.2;
/** Chance that a page load shows inline ads rather than image ads. */
export const AD_INLINE_PROBABILITY = 0.2;
/** Feed requests made while no entry is usable. */
export const AD_FEED_ATTEMPTS = 10;
/** Default share of ad display events sent to analytics (setting `GADisplayRatio`). */
export const AD_DISPLAY_RATIO_DEFAULT = 0.1;
/** A display event is sent this long after the ad appeared, and not at all if it went away before. */
export const AD_DISPLAY_DELAY_MS = 2500;

/** Elements whose presence means the provider delivered something. */
export const AD_PLACEHOLDER_SELECTORS = ['#carbonads', '.carbonads', '.ea-placement'] as const;
/** The provider's own fallback links here when it has nothing to sell: show an in-house ad instead. */
export const AD_PROVIDER_FALLBACK_LINK = 'https://material-ui-next.com/discover-more/backers';
/** The id of the injected provider script; the provider locates its slot through it. */
export const AD_PROVIDER_SCRIPT_ID = '_carbonads_js';
/** Crawlers get an empty element so ads are never indexed as page content. */
export const CRAWLER_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Where an ad sits; part of every analytics label. */
export type AdPlacement = 'body-top';
/** The two ways an ad can look; chosen once per page load. */
export type AdShape = 'image' | 'inline';

/** Rendered size of an image ad's picture. */
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
/** Analytics label of the inline ad under a demo. */
export const DEMO_AD_LABEL = 'carbon-demo-inline';
