// A demo's CSS animations (a loading spinner, a skeleton's pulse) keep running while the demo is off
// screen, and the ones a compositor cannot run alone (a spinner's stroke) cost the page a style and paint
// pass every frame: on the Button page, two thirds of the main thread's work while the page loads. The
// live area of such a demo is marked while it is out of view, and demos.css pauses its animations there.

/** How far outside the screen a demo's animations already run, so they are moving when it comes into view. */
const RUNNING_MARGIN = '200px 0px';

/**
 * Pauses the CSS animations of each demo whose live area is off screen, and runs them again as it nears
 * the screen. Only live areas that animate once the page is idle are watched: marking every live area as
 * the page loaded restyled every demo during its first long tasks, for pages with no animation at all.
 */
export function pauseOffscreenDemoAnimations(doc: Document = document): void {
  if (!('IntersectionObserver' in window) || typeof Element.prototype.getAnimations !== 'function') return;
  (window.requestIdleCallback ?? setTimeout)(() => {
    const animated = [...doc.querySelectorAll('.demo-live')].filter((area) => area.getAnimations({ subtree: true }).length > 0);
    if (animated.length === 0) return;
    // An attribute, not a class: React sets a live area's className on every render, and would drop a class.
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) entry.target.toggleAttribute('data-offscreen', !entry.isIntersecting);
    }, { rootMargin: RUNNING_MARGIN });
    for (const area of animated) observer.observe(area);
  });
}
