// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenActivated } from '../../runtime/activation';

function setPrerendering(value: boolean): void {
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => value });
}

afterEach(() => setPrerendering(false));

describe('whenActivated', () => {
  it('starts at once on a page the visitor opened', () => {
    setPrerendering(false);
    const start = vi.fn();
    whenActivated(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits until a prerendered page is shown, and starts once', () => {
    setPrerendering(true);
    const start = vi.fn();
    whenActivated(start);
    expect(start).not.toHaveBeenCalled();
    setPrerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
