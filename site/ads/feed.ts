import { AD_FEED_ATTEMPTS } from './constants';

/** One ad of the provider's JSON feed (SPEC §3), with only the fields we read. */
export interface FeedAd {
  statlink: string;
  statimp?: string;
  image?: string;
  company?: string;
  description?: string;
  pixel?: string;
  timestamp?: string | number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The first usable entry of a feed response (non-empty, with a statlink), or null; garbage gives null. */
export function firstUsableFeedAd(response: unknown): FeedAd | null {
  if (!isRecord(response) || !Array.isArray(response.ads)) return null;
  for (const entry of response.ads) {
    if (!isRecord(entry) || Object.keys(entry).length === 0) continue;
    if (typeof entry.statlink !== 'string' || entry.statlink === '') continue;
    return {
      statlink: entry.statlink,
      statimp: optionalString(entry.statimp),
      image: optionalString(entry.image),
      company: optionalString(entry.company),
      description: optionalString(entry.description),
      pixel: optionalString(entry.pixel),
      timestamp: typeof entry.timestamp === 'number' ? entry.timestamp : optionalString(entry.timestamp),
    };
  }
  return null;
}

/** The `fetch` subset the feed needs, injectable for tests. */
export type FeedFetch = (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

/**
 * Fetches the feed until it holds a usable ad, at most 10 requests. A failed request (network, status,
 * JSON) ends it at once with null: a third party that fails costs the visitor only the ad (SPEC §8).
 */
export async function fetchFeedAd(url: string, fetchImpl: FeedFetch, attempts = AD_FEED_ATTEMPTS): Promise<FeedAd | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    let body: unknown;
    try {
      const response = await fetchImpl(url);
      if (!response.ok) return null;
      body = await response.json();
    } catch {
      return null;
    }
    const ad = firstUsableFeedAd(body);
    if (ad) return ad;
  }
  return null;
}

/** The impression URLs of a feed ad: `statimp`, then each `||`-separated pixel with `[timestamp]` filled in. */
export function impressionPixelUrls(ad: FeedAd): string[] {
  const timestamp = ad.timestamp === undefined ? '' : String(ad.timestamp);
  const pixels = (ad.pixel ?? '').split('||').map((pixel) => pixel.trim().replaceAll('[timestamp]', timestamp));
  return [ad.statimp ?? '', ...pixels].filter((url) => url !== '');
}
