import { sendEvent } from '../analytics/gtag';
import { AD_DISPLAY_DELAY_MS } from './constants';

/** How a display event is sent; injectable for tests. */
export interface DisplayEventOptions {
  /** Share of displays reported (`GADisplayRatio`): keeps analytics under its quotas. */
  ratio: number;
  random: () => number;
  send?: (name: string, params: Record<string, unknown>) => void;
}

/**
 * Reports that an ad was displayed, 2500 ms from now and only for a sampled share of displays.
 * Returns a cancel function: an ad that goes away before the delay is not counted.
 */
export function scheduleAdDisplayEvent(eventLabel: string, { ratio, random, send = sendEvent }: DisplayEventOptions): () => void {
  if (random() > ratio) return () => {};
  const timer = setTimeout(() => send('ad', { eventAction: 'display', eventLabel }), AD_DISPLAY_DELAY_MS);
  return () => clearTimeout(timer);
}
