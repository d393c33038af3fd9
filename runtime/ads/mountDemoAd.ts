import { DEMO_AD_LABEL } from '../../site/ads/constants';
import { showFeedAd } from '../../site/ads/feedAdView';
import { sendEvent } from '../../site/analytics/gtag';

/** Renders the inline feed ad under one demo; a crash hides it and is reported once. */
export function mountDemoAd(host: HTMLElement, feedUrl: string): void {
  const box = host.ownerDocument.createElement('span');
  box.className = 'ad-box';
  box.dataset.gaEventCategory = 'ad';
  box.dataset.gaEventAction = 'click';
  box.dataset.gaEventLabel = DEMO_AD_LABEL;
  host.replaceChildren(box);
  showFeedAd(box, { url: feedUrl, label: DEMO_AD_LABEL, onError: () => sendEvent('ad', { eventAction: 'crash', eventLabel: DEMO_AD_LABEL }) });
}
