import type { ClientConfig } from '../../site/config/clientConfig';
import { listenForDeclaredClicks } from '../../site/analytics/clicks';
import { ensureGtag, sendEvent } from '../../site/analytics/gtag';
import { pageViewParams } from '../../site/analytics/pageView';
import { isVitalsSession, vitalEventParams, type VitalMetric } from '../../site/analytics/vitals';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// web-vitals loads only for the sampled sessions (about 1 in 100).
async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: VitalMetric): void => sendEvent(metric.name, vitalEventParams(metric));
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}

/**
 * Analytics for the page (SPEC §7): a gtag queue at once, the real script only when a measurement id
 * is configured, a page view with the product ids, click events from `data-ga-event-*`, web vitals.
 */
export function setupAnalytics(config: ClientConfig | null): void {
  const gtag = ensureGtag();
  listenForDeclaredClicks(document, sendEvent);
  const analytics = config?.analytics;
  if (!analytics?.measurementId) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${analytics.scriptUrl}?id=${encodeURIComponent(analytics.measurementId)}`;
  document.head.appendChild(script);
  gtag('js', new Date());
  gtag('config', analytics.measurementId, { send_page_view: false });
  sendEvent('page_view', pageViewParams(document));
  if (isVitalsSession(sessionStore(), Math.random, analytics.vitalsSampleRate)) void reportWebVitals();
}
