import { adDisplayElement, feedAdRecord, impressionPixelElements } from './adElements';
import { fetchFeedAd, type FeedFetch } from './feed';

/** Where and how a feed ad is shown. */
export interface FeedAdOptions {
  url: string;
  /** Analytics label of the ad itself, e.g. `carbon-demo-inline`. */
  label: string;
  /** `carbonads` marks the main slot's ad as the provider's placeholder; demo ads leave it off. */
  className?: string;
  fetchImpl?: FeedFetch;
  /** Called when building the ad throws; the host is left empty. */
  onError: (error: unknown) => void;
}

const browserFetch: FeedFetch = (url) => fetch(url, { credentials: 'omit' });

/**
 * Shows an inline ad from the provider's feed in `host`: an empty pending span while the feed loads (or
 * when it has nothing), then the ad with its impression pixels. Returns a cancel function.
 */
export function showFeedAd(host: HTMLElement, { url, label, className, fetchImpl = browserFetch, onError }: FeedAdOptions): () => void {
  const doc = host.ownerDocument;
  const pending = doc.createElement('span');
  pending.className = 'ad-feed-pending';
  host.replaceChildren(pending);
  let active = true;
  void fetchFeedAd(url, fetchImpl).then((entry) => {
    if (!active || !entry) return;
    try {
      const wrapper = doc.createElement('span');
      if (className) wrapper.className = className;
      wrapper.append(...impressionPixelElements(doc, entry), adDisplayElement(doc, feedAdRecord(entry, label), 'inline'));
      host.replaceChildren(wrapper);
    } catch (error) {
      host.replaceChildren();
      onError(error);
    }
  });
  return () => {
    active = false;
  };
}
