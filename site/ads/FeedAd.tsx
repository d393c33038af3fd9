import { useEffect, useState } from 'react';
import { AdDisplay } from './AdDisplay';
import { fetchFeedAd, impressionPixelUrls, type FeedAd as FeedEntry, type FeedFetch } from './feed';
import type { AdRecord } from './types';

const browserFetch: FeedFetch = (url) => fetch(url, { credentials: 'omit' });

/** The ad record of a feed entry; `label` says where it was shown. */
export function feedAdRecord(entry: FeedEntry, label: string): AdRecord {
  return {
    link: entry.statlink,
    img: entry.image ?? '',
    name: entry.company ?? '',
    description: entry.description ?? '',
    poweredby: 'Carbon',
    label,
  };
}

/** Loads the first usable feed ad once per mount: undefined while loading, null when there is none. */
export function useFeedAd(url: string, fetchImpl: FeedFetch = browserFetch): FeedEntry | null | undefined {
  const [entry, setEntry] = useState<FeedEntry | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void fetchFeedAd(url, fetchImpl).then((found) => {
      if (active) setEntry(found);
    });
    return () => {
      active = false;
    };
  }, [url, fetchImpl]);
  return entry;
}

/** Hidden impression images: rendered once per shown ad, their responses ignored (fire and forget). */
export function ImpressionPixels({ entry }: { entry: FeedEntry }) {
  return (
    <>
      {impressionPixelUrls(entry).map((url, index) => (
        <img key={`${index}:${url}`} className="ad-pixel" src={url} alt="" width={1} height={1} hidden aria-hidden="true" />
      ))}
    </>
  );
}

/**
 * An inline ad from the provider's feed. `className` lets the main slot mark it as the provider's
 * placeholder (`carbonads`); demo ads leave it off so they never sway the main ad's decision.
 */
export function FeedAd({ url, label, className, fetchImpl }: { url: string; label: string; className?: string; fetchImpl?: FeedFetch }) {
  const entry = useFeedAd(url, fetchImpl);
  if (!entry) return <span className="ad-feed-pending" />;
  return (
    <span className={className}>
      <ImpressionPixels entry={entry} />
      <AdDisplay ad={feedAdRecord(entry, label)} shape="inline" />
    </span>
  );
}
