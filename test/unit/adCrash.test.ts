// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBodyTopAd, type AdEnvironment } from '../../site/ads/bodyTopAd';

// The in-house ad is the part that breaks here; everything around it is real.
vi.mock('../../site/ads/adElements', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../site/ads/adElements')>()),
  adDisplayElement: () => {
    throw new Error('broken ad artwork');
  },
}));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('an ad that crashes', () => {
  it('is hidden, keeps its reserved box, reports the crash once and no display event', () => {
    // happy-dom loads no scripts; let the provider script "load" quietly instead of logging an error.
    const { settings } = (window as unknown as { happyDOM: { settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
    settings.disableJavaScriptFileLoading = true;
    settings.handleDisabledFileLoadingAsSuccess = true;
    vi.useFakeTimers();
    const send = vi.fn();
    const env: AdEnvironment = { random: () => 0.5, userAgent: () => 'Mozilla/5.0 Chrome/126.0', send };
    const box = document.createElement('span');
    box.className = 'ad-box';
    document.body.append(box);
    startBodyTopAd(box, { providerScriptUrl: 'https://provider.example/ad.js', feedUrl: 'https://provider.example/feed.json', displayRatio: 1 }, env);
    vi.advanceTimersByTime(3000);
    expect(box.isConnected).toBe(true);
    expect(box.dataset.adView).toBe('crashed');
    expect(box.childElementCount).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'crash', eventLabel: 'in-house-body-top-image' });
  });
});
