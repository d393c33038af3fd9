import { createRoot } from 'react-dom/client';
import { AdCrashBoundary } from '../../site/ads/AdCrashBoundary';
import { DEMO_AD_LABEL } from '../../site/ads/constants';
import { FeedAd } from '../../site/ads/FeedAd';
import { sendEvent } from '../../site/analytics/gtag';

/** Renders the inline feed ad under one demo; a crash hides it and is reported once. */
export function mountDemoAd(host: HTMLElement, feedUrl: string): void {
  createRoot(host).render(
    <span className="ad-box" data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label={DEMO_AD_LABEL}>
      <AdCrashBoundary eventLabel={DEMO_AD_LABEL} onCrash={(eventLabel) => sendEvent('ad', { eventAction: 'crash', eventLabel })}>
        <FeedAd url={feedUrl} label={DEMO_AD_LABEL} />
      </AdCrashBoundary>
    </span>,
  );
}
