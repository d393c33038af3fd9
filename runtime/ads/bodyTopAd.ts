import type { ClientConfig } from '../../site/config/clientConfig';

/**
 * Starts the ad under the page description once the browser is idle. Its code is a small chunk of its
 * own, with no framework, so pages without demos stay light and pages without an ad slot pay nothing.
 */
export function setupBodyTopAd(config: ClientConfig | null): void {
  const ads = config?.ads;
  const box = document.querySelector<HTMLElement>('.ad-slot .ad-box');
  if (!ads || !box) return;
  (window.requestIdleCallback ?? setTimeout)(() => {
    void import('../../site/ads/bodyTopAd').then(({ startBodyTopAd }) => startBodyTopAd(box, ads));
  });
}
