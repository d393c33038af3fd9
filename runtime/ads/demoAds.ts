import { isCrawler } from '../../site/ads/decision';
import type { ClientConfig } from '../../site/config/clientConfig';
import { DEMO_CODE_TOGGLE_EVENT, type DemoCodeToggleDetail } from '../../site/demos/events';

/**
 * Inline ads under demos whose code is open: the first time a demo's code panel opens, an ad from the
 * provider's feed appears at the end of the demo's section (and hides while the panel is closed). React
 * and the ad code load only then; a visitor who never opens code pays nothing.
 */
export function setupDemoAds(config: ClientConfig | null): void {
  const feedUrl = config?.ads?.feedUrl;
  if (!feedUrl || isCrawler(navigator.userAgent)) return;
  const hosts = new WeakMap<Element, HTMLElement>();
  document.addEventListener(DEMO_CODE_TOGGLE_EVENT, (event) => {
    const section = event.target;
    const open = (event as CustomEvent<DemoCodeToggleDetail>).detail?.open === true;
    if (!(section instanceof HTMLElement)) return;
    const existing = hosts.get(section);
    if (existing) {
      existing.hidden = !open;
      return;
    }
    if (!open) return;
    const host = document.createElement('div');
    host.className = 'ad-demo';
    section.append(host);
    hosts.set(section, host);
    void import('./mountDemoAd').then(({ mountDemoAd }) => mountDemoAd(host, feedUrl));
  });
}
