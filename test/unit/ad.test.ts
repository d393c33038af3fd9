// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ad, type AdEnvironment } from '../../site/ads/Ad';
import { AD_PROVIDER_FALLBACK_LINK } from '../../site/ads/constants';
import type { FeedFetch } from '../../site/ads/feed';
import { resetPageAdShape } from '../../site/ads/shape';
import type { AdIslandProps } from '../../site/ads/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const props: AdIslandProps = { placement: 'body-top', providerScriptUrl: 'https://provider.example/ad.js', feedUrl: 'https://provider.example/feed.json', displayRatio: 0.1 };

/** A random source that hands out the given numbers in order (shape, blocked roll, in-house roll, display draws…). */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
}

function environment(random: () => number, overrides: Partial<AdEnvironment> = {}): AdEnvironment & { send: ReturnType<typeof vi.fn> } {
  return { random, userAgent: () => BROWSER, send: vi.fn(), ...overrides } as AdEnvironment & { send: ReturnType<typeof vi.fn> };
}

let root: Root | null = null;
let container: HTMLElement;

async function mount(env: AdEnvironment): Promise<HTMLElement> {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Ad {...props} environment={env} />));
  return container.querySelector<HTMLElement>('.ad-box')!;
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  // happy-dom loads no scripts; let the provider script "load" quietly instead of logging an error.
  const { settings } = (window as unknown as { happyDOM: { settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  vi.useFakeTimers();
  resetPageAdShape();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the ad block', () => {
  it('renders the same reserved box on the server and at hydration', async () => {
    const html = renderToString(<Ad {...props} />);
    expect(html).toBe('<span class="ad-box" data-ad-view="pending" data-ad-decision="undecided" data-ga-event-category="ad" data-ga-event-action="click"></span>');
    const errors = vi.spyOn(console, 'error');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Ad {...props} environment={environment(sequence(0.5))} />);
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('tries the provider script once, then is blocked at the 7th check (3000 ms) and shows an in-house ad', async () => {
    const env = environment(sequence(0.5, 0.5, 0.99, 1));
    const box = await mount(env);
    expect(document.querySelectorAll('script#_carbonads_js')).toHaveLength(1);
    expect(document.querySelector<HTMLScriptElement>('#_carbonads_js')!.src).toBe(props.providerScriptUrl);
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
    await act(async () => root!.unmount());
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
    await act(async () => root!.unmount());
    root = null;
    await advance(10_000);
    expect(env.send).not.toHaveBeenCalled();
  });

  it('removes the provider script when it unmounts', async () => {
    await mount(environment(sequence(0.5)));
    expect(document.querySelector('#_carbonads_js')).not.toBeNull();
    await act(async () => root!.unmount());
    root = null;
    expect(document.querySelector('#_carbonads_js')).toBeNull();
  });
});
