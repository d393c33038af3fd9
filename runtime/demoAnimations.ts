// A demo's CSS animations (a loading spinner, a skeleton's pulse) keep running while the demo is off
// screen, and the ones a compositor cannot run alone (a spinner's stroke) cost the page a style and paint
// pass every frame: on the Button page, two thirds of the main thread's work while the page loads. The
// live area of a demo out of view is marked, and demos.css pauses its animations there.

/** How far outside the screen a demo's animations already run, so they are moving when it comes into view. */
const RUNNING_MARGIN = '200px 0px';

/** Pauses the CSS animations of each demo whose live area is off screen, and runs them again as it nears the screen. */
export function pauseOffscreenDemoAnimations(doc: Document = document): void {
  const areas = doc.querySelectorAll('.demo-live');
  if (areas.length === 0 || !('IntersectionObserver' in window)) return;
  // An attribute, not a class: React sets a live area's className on every render, and would drop a class.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute('data-offscreen', !entry.isIntersecting);
  }, { rootMargin: RUNNING_MARGIN });
  for (const area of areas) observer.observe(area);
}
