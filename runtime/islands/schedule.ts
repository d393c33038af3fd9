import type { HydrationStrategy } from '../../site/islands/Island';

/** How far below and above the screen a `visible` island starts loading once the reader has moved. */
const LOOKAHEAD_MARGIN = '400px 0px';

/**
 * How much of an island must be on screen, in CSS pixels, for it to hydrate before the reader moves: a
 * demo's frame and its top padding (33 px) and about one line of its content. A demo whose top edge
 * only peeks above the bottom of the screen shows an empty frame nothing can be done with, and woke
 * 120–150 KB of code on pages such as Select's at 1280×800.
 */
export const MIN_VISIBLE_BEFORE_MOVE_PX = 56;

/** Input that shows the reader is moving through the page: from then on, islands load ahead of the screen. */
const READER_MOVES: readonly string[] = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'];

/**
 * Watches `visible` islands: until the reader first scrolls, taps or types, only the islands on screen
 * (by at least MIN_VISIBLE_BEFORE_MOVE_PX) hydrate, so a first visit downloads the code of what it shows
 * and nothing more (issue 23: JS before interaction). From the first move on, islands within
 * LOOKAHEAD_MARGIN of the screen hydrate too, so a demo is usually live before it scrolls into view.
 */
function watchVisible(hydrate: (element: HTMLElement) => void): ((element: HTMLElement) => void) | null {
  if (!('IntersectionObserver' in window)) return null;
  const waiting = new Set<HTMLElement>();
  const observers: IntersectionObserver[] = [];
  const observe = (rootMargin: string): IntersectionObserver => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (!entry.isIntersecting || !waiting.delete(element)) continue;
          for (const each of observers) each.unobserve(element);
          hydrate(element);
        }
      },
      { rootMargin },
    );
    observers.push(observer);
    return observer;
  };
  observe(`-${MIN_VISIBLE_BEFORE_MOVE_PX}px 0px`);
  const startLookahead = (event: Event): void => {
    // Only the page's own scrolling counts (its scroll events target the document): one caught on its way
    // to an element is not the reader moving through the page. The shell scrolls the navigation drawer
    // on load when it restores a saved position or the current link is out of view, and that alone woke
    // every demo within the margin below the fold.
    if (event.type === 'scroll' && event.target instanceof Element) return;
    for (const type of READER_MOVES) window.removeEventListener(type, startLookahead, { capture: true });
    const ahead = observe(LOOKAHEAD_MARGIN);
    for (const element of waiting) ahead.observe(element);
  };
  for (const type of READER_MOVES) window.addEventListener(type, startLookahead, { capture: true, passive: true });
  return (element) => {
    waiting.add(element);
    for (const observer of observers) observer.observe(element);
  };
}

/** Calls `hydrate` for each island when its strategy says so: at once, when idle, or near the viewport. */
export function scheduleIslands(elements: readonly HTMLElement[], hydrate: (element: HTMLElement) => void): void {
  const whenVisible = watchVisible(hydrate);
  for (const element of elements) {
    const strategy = (element.dataset.hydrate ?? 'visible') as HydrationStrategy;
    if (strategy === 'load') hydrate(element);
    else if (strategy === 'idle') (window.requestIdleCallback ?? setTimeout)(() => hydrate(element));
    else if (whenVisible) whenVisible(element);
    else hydrate(element);
  }
}
