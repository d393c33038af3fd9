import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleAdDisplayEvent } from '../../site/ads/displayEvent';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the ad display event', () => {
  it('is sent 2500 ms after display when the draw is within the ratio', () => {
    const send = vi.fn();
    scheduleAdDisplayEvent('carbon-body-top-image', { ratio: 0.1, random: () => 0.1, send });
    vi.advanceTimersByTime(2499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' });
  });

  it('is not sent when the draw is above the ratio', () => {
    const send = vi.fn();
    scheduleAdDisplayEvent('carbon-body-top-image', { ratio: 0.1, random: () => 0.1001, send });
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('is cancelled when the ad goes away before the delay', () => {
    const send = vi.fn();
    const cancel = scheduleAdDisplayEvent('in-house-body-top-image', { ratio: 1, random: () => 0.5, send });
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
  });
});
