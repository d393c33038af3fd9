// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_VISIBLE_BEFORE_MOVE_PX, scheduleIslands } from '../../runtime/islands/schedule';

const SCREEN_HEIGHT = 800;

const ISLAND_HEIGHT = 300;

/**
 * An IntersectionObserver over a page laid out in data-top attributes (islands ISLAND_HEIGHT tall), with
 * the screen at the top: it reports, as a browser does, each observed element once on observe() and
 * whenever checkAll() is called. Its root margin grows (or, negative, shrinks) the screen at the top and
 * bottom, as the CSS shorthand says.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  private readonly watched = new Set<Element>();
  private readonly top: number;
  private readonly bottom: number;

  constructor(
    private readonly callback: (entries: Array<{ target: Element; isIntersecting: boolean }>, observer: FakeObserver) => void,
    options: { rootMargin?: string } = {},
  ) {
    const margins = (options.rootMargin ?? '0px').trim().split(/\s+/).map((value) => Number.parseInt(value, 10));
    this.top = -margins[0]!;
    this.bottom = SCREEN_HEIGHT + (margins[2] ?? margins[0]!);
    FakeObserver.all.push(this);
  }

  observe(element: Element): void {
    this.watched.add(element);
    this.report([element]);
  }

  unobserve(element: Element): void {
    this.watched.delete(element);
  }

  disconnect(): void {
    this.watched.clear();
  }

  report(elements: Iterable<Element>): void {
    const entries = [...elements].map((target) => {
      const top = Number((target as HTMLElement).dataset.top);
      return { target, isIntersecting: top < this.bottom && top + ISLAND_HEIGHT > this.top };
    });
    if (entries.length > 0) this.callback(entries, this);
  }

  static checkAll(): void {
    for (const observer of FakeObserver.all) observer.report(observer.watched);
  }
}

function islandsAt(tops: number[]): HTMLElement[] {
  document.body.innerHTML = tops.map((top) => `<div data-island="demo:x" data-top="${top}"></div>`).join('');
  return [...document.querySelectorAll<HTMLElement>('[data-island]')];
}

afterEach(() => {
  FakeObserver.all = [];
  vi.unstubAllGlobals();
});

describe('scheduling islands that hydrate when visible', () => {
  it('hydrates only the islands on the first screen until the reader moves, then those near the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const islands = islandsAt([100, 1000, 5000]);
    const [onScreen, justBelow] = islands;
    const hydrated: HTMLElement[] = [];
    scheduleIslands(islands, (element) => hydrated.push(element));
    FakeObserver.checkAll();
    expect(hydrated).toEqual([onScreen]);

    window.dispatchEvent(new Event('scroll'));
    FakeObserver.checkAll();
    expect(hydrated).toEqual([onScreen, justBelow]);
  });

  // Select's first demo at 1280×800 showed 18 px of its empty frame and loaded 150 KB of code for it.
  it('waits for the reader to move before hydrating an island that only peeks onto the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const islands = islandsAt([SCREEN_HEIGHT - MIN_VISIBLE_BEFORE_MOVE_PX - 10, SCREEN_HEIGHT - MIN_VISIBLE_BEFORE_MOVE_PX + 10, -ISLAND_HEIGHT + 20]);
    const [shown, peeking, leavingAtTheTop] = islands;
    const hydrated: HTMLElement[] = [];
    scheduleIslands(islands, (element) => hydrated.push(element));
    FakeObserver.checkAll();
    expect(hydrated).toEqual([shown]);

    window.dispatchEvent(new Event('wheel'));
    FakeObserver.checkAll();
    expect(hydrated).toEqual([shown, peeking, leavingAtTheTop]);
  });

  it('does not take a scrolled element, such as the navigation drawer brought to the current page, for the reader moving', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const islands = islandsAt([100, 1000]);
    const [onScreen, justBelow] = islands;
    const drawer = document.createElement('nav');
    document.body.append(drawer);
    const hydrated: HTMLElement[] = [];
    scheduleIslands(islands, (element) => hydrated.push(element));
    // Scroll events do not bubble: the window sees an element's only while capturing, as here.
    drawer.dispatchEvent(new Event('scroll'));
    FakeObserver.checkAll();
    expect(hydrated).toEqual([onScreen]);

    // The page's own scroll event targets the document.
    document.dispatchEvent(new Event('scroll'));
    FakeObserver.checkAll();
    expect(hydrated).toEqual([onScreen, justBelow]);
  });

  it('hydrates each island once, whichever observer sees it first', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const islands = islandsAt([100, 300, 900]);
    const hydrated: HTMLElement[] = [];
    scheduleIslands(islands, (element) => hydrated.push(element));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    FakeObserver.checkAll();
    FakeObserver.checkAll();
    expect(hydrated).toEqual(islands);
  });

  it('hydrates at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const islands = islandsAt([100, 5000]);
    const hydrated: HTMLElement[] = [];
    scheduleIslands(islands, (element) => hydrated.push(element));
    expect(hydrated).toEqual(islands);
  });
});
