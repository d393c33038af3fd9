// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdSlot } from '../../site/ads/AdSlot';
import { startBodyTopAd, type AdEnvironment } from '../../site/ads/bodyTopAd';
import { AD_PROVIDER_FALLBACK_LINK } from '../../site/ads/constants';
import type { FeedFetch } from '../../site/ads/feed';
import { resetPageAdShape } from '../../site/ads/shape';
import type { AdsConfig } from '../../site/config/siteConfig';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ads: AdsConfig = { providerScriptUrl: 'https://provider.example/ad.js', feedUrl: 'https://provider.example/feed.json', displayRatio: 0.1 };

/** A random source that hands out the given numbers in order (shape, blocked roll, in-house roll, display draws…). */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
}

function environment(random: () => number, overrides: Partial<AdEnvironment> = {}): AdEnvironment & { send: ReturnType<typeof vi.fn> } {
  return { random, userAgent: () => BROWSER, send: vi.fn(), ...overrides } as AdEnvironment & { send: ReturnType<typeof vi.fn> };
}

let stop: (() => void) | null = null;

/** The static box of site/ads/AdSlot.tsx, started as the runtime starts it. */
async function mount(env: AdEnvironment): Promise<HTMLElement> {
  const box = document.createElement('span');
  box.className = 'ad-box';
  box.dataset.adView = 'pending';
  box.dataset.adDecision = 'undecided';
  document.body.append(box);
  stop = startBodyTopAd(box, ads, env);
  await flush();
  return box;
}

/** Lets pending promise callbacks (the feed fetch) run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

async function advance(ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  await flush();
}

function unmount(): void {
  stop?.();
  stop = null;
}

beforeEach(() => {
  // happy-dom loads no scripts; let the provider script "load" quietly instead of logging an error.
  const { settings } = (window as unknown as { happyDOM: { settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  vi.useFakeTimers();
  resetPageAdShape();
});

afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the ad block', () => {
  it('reserves an undecided, pending box in the static HTML', () => {
    const html = renderToStaticMarkup(createElement(AdSlot));
    expect(html).toContain('<span class="ad-box" data-ad-view="pending" data-ad-decision="undecided" data-ga-event-category="ad" data-ga-event-action="click"></span>');
    expect(html).toMatch(/^<aside class="ad-slot" aria-label="[^"]+">/);
  });

  it('tries the provider script once, then is blocked at the 7th check (3000 ms) and shows an in-house ad', async () => {
    const env = environment(sequence(0.5, 0.5, 0.99, 1));
    const box = await mount(env);
    expect(document.querySelectorAll('script#_carbonads_js')).toHaveLength(1);
    expect(document.querySelector<HTMLScriptElement>('#_carbonads_js')!.src).toBe(ads.providerScriptUrl);
    expect(document.querySelector<HTMLScriptElement>('#_carbonads_js')!.async).toBe(true);
    await advance(2999);
    expect(box.dataset.adDecision).toBe('undecided');
    await advance(1);
    expect(box.dataset.adDecision).toBe('blocked');
    expect(box.dataset.adView).toBe('in-house');
    expect(box.querySelector('.ad-display')!.getAttribute('data-ad-label')).toBe('in-house-figma');
    expect(box.querySelector('a')!.getAttribute('rel')).toBe('noopener sponsored');
    expect(box.dataset.gaEventLabel).toBe('in-house-body-top-image');
    // The provider's script went away with the provider's slot.
    expect(document.querySelector('#_carbonads_js')).toBeNull();
  });

  it('asks a blocked visitor to whitelist the site when the draw is below 0.2', async () => {
    const box = await mount(environment(sequence(0.5, 0.1, 0.5, 1)));
    await advance(3000);
    expect(box.dataset.adView).toBe('whitelist');
    expect(box.dataset.gaEventLabel).toBe('in-house-adblock-body-top-image');
  });

  it('flips back to the provider when its placeholder shows up late', async () => {
    const box = await mount(environment(sequence(0.5, 0.5, 0.5, 1)));
    await advance(3000);
    expect(box.dataset.adView).toBe('in-house');
    const late = document.createElement('div');
    late.className = 'ea-placement';
    document.body.append(late);
    await advance(500);
    expect(box.dataset.adDecision).toBe('provider');
    expect(box.dataset.adView).toBe('provider');
    expect(box.dataset.gaEventLabel).toBe('carbon-body-top-image');
  });

  it('stops checking after 30 checks', async () => {
    const querySelector = vi.spyOn(document, 'querySelector');
    await mount(environment(sequence(0.5)));
    await advance(60_000);
    const checks = querySelector.mock.calls.filter(([selector]) => selector === '#carbonads').length;
    expect(checks).toBe(30);
  });

  it('shows an in-house ad when the provider links to the backers page', async () => {
    const box = await mount(environment(sequence(0.5, 0.5, 0)));
    const fallback = document.createElement('div');
    fallback.id = 'carbonads';
    fallback.innerHTML = `<a href="${AD_PROVIDER_FALLBACK_LINK}">Backers</a>`;
    document.body.append(fallback);
    await advance(500);
    expect(box.dataset.adDecision).toBe('fallback');
    expect(box.dataset.adView).toBe('in-house');
    expect(box.dataset.gaEventLabel).toBe('in-house-carbon-body-top-image');
    expect(box.querySelector('.ad-display')!.getAttribute('data-ad-label')).toBe('in-house-scaffoldhub');
  });

  it('gives crawlers an empty element: no script, no poll, no event', async () => {
    const env = environment(sequence(0.5), { userAgent: () => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const box = await mount(env);
    await advance(20_000);
    expect(box.dataset.adView).toBe('empty');
    expect(box.childElementCount).toBe(0);
    expect(document.querySelector('#_carbonads_js')).toBeNull();
    expect(env.send).not.toHaveBeenCalled();
  });

  it('chooses the shape once per page load', async () => {
    const fetchFeed = vi.fn<FeedFetch>(async () => ({ ok: true, json: async () => ({ ads: [] }) }));
    const first = await mount(environment(sequence(0.1, 0.5, 0.5), { fetchFeed }));
    expect(first.dataset.adShape).toBe('inline');
    unmount();
    const second = await mount(environment(sequence(0.9, 0.5, 0.5), { fetchFeed }));
    expect(second.dataset.adShape).toBe('inline');
  });

  it('shows an inline feed ad with its impression pixels when the shape is inline', async () => {
    const fetchFeed = vi.fn<FeedFetch>(async () => ({
      ok: true,
      json: async () => ({ ads: [{}, { statlink: 'https://ads.example/go', statimp: 'https://ads.example/imp', pixel: 'https://px.example/a?t=[timestamp]', timestamp: '42', company: 'Acme', description: 'Rockets for React' }] }),
    }));
    const box = await mount(environment(sequence(0.1, 0.5, 0.5, 1), { fetchFeed }));
    expect(document.querySelector('#_carbonads_js')).toBeNull();
    await advance(500);
    expect(box.dataset.adView).toBe('provider');
    expect(box.querySelector('.carbonads a')!.getAttribute('href')).toBe('https://ads.example/go');
    expect([...box.querySelectorAll('img.ad-pixel')].map((img) => img.getAttribute('src'))).toEqual(['https://ads.example/imp', 'https://px.example/a?t=42']);
    expect(box.dataset.gaEventLabel).toBe('carbon-body-top-inline');
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('sends a sampled display event 2500 ms after the ad is shown', async () => {
    const env = environment(sequence(0.5, 0.5, 0.5, 0.05));
    await mount(env);
    await advance(3000);
    await advance(2499);
    expect(env.send).not.toHaveBeenCalled();
    await advance(1);
    expect(env.send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' });
  });

  it('sends no display event when the draw is above GADisplayRatio', async () => {
    const env = environment(sequence(0.5, 0.5, 0.5, 0.11));
    await mount(env);
    await advance(10_000);
    expect(env.send).not.toHaveBeenCalled();
  });

  it('cancels the display event when the ad goes away first', async () => {
    const env = environment(sequence(0.5, 0.5, 0.5, 0.05));
    await mount(env);
    await advance(4000);
    unmount();
    await advance(10_000);
    expect(env.send).not.toHaveBeenCalled();
  });

  it('removes the provider script when it unmounts', async () => {
    await mount(environment(sequence(0.5)));
    expect(document.querySelector('#_carbonads_js')).not.toBeNull();
    unmount();
    expect(document.querySelector('#_carbonads_js')).toBeNull();
  });
});
