import type { HydrationStrategy } from '../../site/islands/Island';

/** Calls `hydrate` for each island when its strategy says so: at once, when idle, or near the viewport. */
export function scheduleIslands(elements: readonly HTMLElement[], hydrate: (element: HTMLElement) => void): void {
  const nearViewport =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              hydrate(entry.target as HTMLElement);
            }
          },
          { rootMargin: '400px 0px' },
        )
      : null;
  for (const element of elements) {
    const strategy = (element.dataset.hydrate ?? 'visible') as HydrationStrategy;
    if (strategy === 'load') hydrate(element);
    else if (strategy === 'idle') (window.requestIdleCallback ?? setTimeout)(() => hydrate(element));
    else if (nearViewport) nearViewport.observe(element);
    else hydrate(element);
  }
}
