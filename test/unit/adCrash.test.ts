// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ad, type AdEnvironment } from '../../site/ads/Ad';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The in-house ad is the part that breaks here; everything around it is real.
vi.mock('../../site/ads/AdDisplay', () => ({
  AdDisplay: () => {
    throw new Error('broken ad artwork');
  },
  AdWhitelistRequest: () => null,
}));

let root: Root | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('an ad that crashes', () => {
  it('is hidden, keeps its reserved box, reports the crash once and no display event', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = vi.fn();
    const env: AdEnvironment = { random: () => 0.5, userAgent: () => 'Mozilla/5.0 Chrome/126.0', send };
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<Ad placement="body-top" providerScriptUrl="https://provider.example/ad.js" feedUrl="https://provider.example/feed.json" displayRatio={1} environment={env} />));
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    const box = container.querySelector<HTMLElement>('.ad-box')!;
    expect(box).not.toBeNull();
    expect(box.dataset.adView).toBe('crashed');
    expect(box.childElementCount).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'crash', eventLabel: 'in-house-body-top-image' });
  });
});
