import { describe, expect, it, vi } from 'vitest';
import { fetchFeedAd, firstUsableFeedAd, impressionPixelUrls, type FeedFetch } from '../../site/ads/feed';

const usable = { statlink: 'https://ads.example/click', statimp: 'https://ads.example/imp', company: 'Acme', description: 'Rockets', timestamp: '1700' };

function answering(...bodies: unknown[]): FeedFetch & { calls: number } {
  const fake = Object.assign(
    vi.fn(async () => {
      const body = bodies[Math.min(fake.calls, bodies.length - 1)];
      fake.calls += 1;
      return { ok: true, json: async () => body };
    }),
    { calls: 0 },
  );
  return fake;
}

describe('the feed', () => {
  it('skips an empty first entry and one without statlink', () => {
    expect(firstUsableFeedAd({ ads: [{}, { company: 'No link' }, usable] })).toMatchObject({ statlink: usable.statlink, company: 'Acme' });
  });

  it('finds nothing in garbage', () => {
    expect(firstUsableFeedAd(null)).toBeNull();
    expect(firstUsableFeedAd({ ads: 'nope' })).toBeNull();
    expect(firstUsableFeedAd({ ads: [{}, null, 3] })).toBeNull();
  });

  it('asks again while the feed has nothing usable', async () => {
    const fetchFeed = answering({ ads: [{}] }, { ads: [{}] }, { ads: [{}, usable] });
    await expect(fetchFeedAd('https://feed.example/ads.json', fetchFeed)).resolves.toMatchObject({ statlink: usable.statlink });
    expect(fetchFeed.calls).toBe(3);
  });

  it('gives up after 10 requests with nothing usable', async () => {
    const fetchFeed = answering({ ads: [{}] });
    await expect(fetchFeedAd('https://feed.example/ads.json', fetchFeed)).resolves.toBeNull();
    expect(fetchFeed.calls).toBe(10);
  });

  it('returns no ad at once when the request fails', async () => {
    const failing = vi.fn<FeedFetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchFeedAd('https://feed.example/ads.json', failing)).resolves.toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
    const notFound = vi.fn<FeedFetch>(async () => ({ ok: false, json: async () => ({}) }));
    await expect(fetchFeedAd('https://feed.example/ads.json', notFound)).resolves.toBeNull();
    const badJson = vi.fn<FeedFetch>(async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError('Unexpected token')) }));
    await expect(fetchFeedAd('https://feed.example/ads.json', badJson)).resolves.toBeNull();
    expect(badJson).toHaveBeenCalledTimes(1);
  });
});

describe('impression pixels', () => {
  it('fires statimp and every ||-separated pixel with [timestamp] filled in', () => {
    const urls = impressionPixelUrls({
      ...usable,
      pixel: 'https://a.example/p?t=[timestamp]||https://b.example/q?x=1&t=[timestamp]&u=[timestamp]',
    });
    expect(urls).toEqual(['https://ads.example/imp', 'https://a.example/p?t=1700', 'https://b.example/q?x=1&t=1700&u=1700']);
  });

  it('fires only statimp when there is no pixel, and skips empty parts', () => {
    expect(impressionPixelUrls(usable)).toEqual(['https://ads.example/imp']);
    expect(impressionPixelUrls({ statlink: 'x', pixel: '||https://a.example/p||', timestamp: 5 })).toEqual(['https://a.example/p']);
  });
});
