// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredEventFor, listenForDeclaredClicks } from '../../site/analytics/clicks';
import { VITALS_SESSION_KEY } from '../../site/analytics/constants';
import { ensureGtag, sendEvent } from '../../site/analytics/gtag';
import { pageViewParams } from '../../site/analytics/pageView';
import { isVitalsSession, vitalEventParams } from '../../site/analytics/vitals';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.gtag;
  delete window.dataLayer;
  sessionStorage.clear();
});

describe('the gtag queue', () => {
  it('queues calls on dataLayer as arguments objects until the real script takes over', () => {
    sendEvent('ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' });
    sendEvent('page_view', { productId: 'material-ui' });
    expect(window.dataLayer).toHaveLength(2);
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)).toEqual(['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' }]);
  });

  it('keeps a gtag the page already has', () => {
    const existing = vi.fn();
    window.gtag = existing;
    sendEvent('ad', { eventAction: 'click' });
    expect(existing).toHaveBeenCalledWith('event', 'ad', { eventAction: 'click' });
    expect(ensureGtag()).toBe(existing);
  });
});

describe('click events', () => {
  it('reports a click inside the nearest element that declares an event', () => {
    document.body.innerHTML =
      '<span data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label="in-house-body-top-image"><a href="#x"><img id="inside" alt=""></a></span><p id="outside">text</p>';
    const send = vi.fn();
    const stop = listenForDeclaredClicks(document, send);
    document.getElementById('inside')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'click', eventLabel: 'in-house-body-top-image' });
    stop();
  });

  it('ignores elements without a category', () => {
    document.body.innerHTML = '<span data-ga-event-action="click"><b id="b">x</b></span>';
    expect(declaredEventFor(document.getElementById('b'))).toBeNull();
    expect(declaredEventFor(null)).toBeNull();
  });
});

describe('page views', () => {
  it('carry the product id and category from the meta tags', () => {
    document.head.innerHTML = '<title>Button - Material UI</title><meta name="mui:productId" content="material-ui"><meta name="mui:productCategoryId" content="core">';
    expect(pageViewParams(document)).toMatchObject({ page_title: 'Button - Material UI', productId: 'material-ui', productCategoryId: 'core' });
  });

  it("say 'null' when a page has no product", () => {
    expect(pageViewParams(document)).toMatchObject({ productId: 'null', productCategoryId: 'null' });
  });
});

describe('web vitals sampling', () => {
  it('decides once per session below the rate and remembers it', () => {
    const random = vi.fn(() => 0.005);
    expect(isVitalsSession(sessionStorage, random, 0.01)).toBe(true);
    expect(sessionStorage.getItem(VITALS_SESSION_KEY)).toBe('1');
    random.mockReturnValue(0.9);
    expect(isVitalsSession(sessionStorage, random, 0.01)).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('leaves a session out from the rate on, for every page of it', () => {
    expect(isVitalsSession(sessionStorage, () => 0.01, 0.01)).toBe(false);
    expect(isVitalsSession(sessionStorage, () => 0, 0.01)).toBe(false);
  });

  it('still decides when storage is unavailable', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(isVitalsSession(broken, () => 0, 0.01)).toBe(true);
  });

  it('reports CLS scaled by 1000 and other metrics in milliseconds', () => {
    expect(vitalEventParams({ name: 'CLS', value: 0.1234, delta: 0.1234, id: 'v5-1', rating: 'good' })).toMatchObject({ value: 123, metric_id: 'v5-1' });
    expect(vitalEventParams({ name: 'LCP', value: 1234.6, delta: 1234.6, id: 'v5-2', rating: 'good' })).toMatchObject({ value: 1235 });
  });
});
