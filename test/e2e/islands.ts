import type { Page } from 'playwright-core';

/**
 * Brings every island near the viewport (they hydrate when close to it) and waits until each is in one
 * of `states`: `hydrated` by default; a sweep that only needs the page settled also accepts `failed`
 * and `static`.
 */
export async function hydrateAllIslands(page: Page, states: readonly string[] = ['hydrated'], timeout?: number): Promise<void> {
  // In the page, one island after the other with two frames between (the observer's callback runs on the
  // next frame): a locator per island costs a protocol round trip and actionability checks each, which
  // made this loop most of the every-page sweep's time.
  // No named function inside: the test transform would wrap it in a helper the page does not have.
  // Never wait on an animation frame alone: a page the browser does not paint gets none, and the evaluate
  // would hang until the test's timeout with nothing said (the sweep's concurrent pages were checked to
  // stay visible, with frames, whichever is in front; bringing this one forward costs nothing). An
  // island scrolled past before the observer saw it (a loaded machine) is scrolled to again: up to five
  // passes over the islands not settled yet.
  await page.bringToFront();
  await page.evaluate(async (accepted) => {
    for (let pass = 0; pass < 5; pass += 1) {
      const waiting = [...document.querySelectorAll('[data-island]')].filter((island) => !accepted.includes(island.getAttribute('data-island-state') ?? ''));
      if (waiting.length === 0) return;
      for (const island of waiting) {
        island.scrollIntoView({ block: 'center' });
        for (let frame = 0; frame < 2; frame += 1) {
          await new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 100);
          });
        }
      }
      // Time for the chunks just asked for to arrive before the next pass looks again.
      for (let wait = 0; wait < 20 && waiting.some((island) => !accepted.includes(island.getAttribute('data-island-state') ?? '')); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, states);
  try {
    await page.waitForFunction((accepted) => [...document.querySelectorAll('[data-island]')].every((node) => accepted.includes(node.getAttribute('data-island-state') ?? '')), states, { polling: 100, timeout: timeout ?? 30_000 });
  } catch (error) {
    // Say which islands never settled, and how far each got, instead of a bare timeout.
    const unsettled = await page.evaluate(
      (accepted) =>
        [...document.querySelectorAll('[data-island]')]
          .filter((node) => !accepted.includes(node.getAttribute('data-island-state') ?? ''))
          .map((node) => `${node.getAttribute('data-island')}: ${node.getAttribute('data-island-state') ?? 'never scheduled'} (top ${Math.round(node.getBoundingClientRect().top)}, height ${Math.round(node.getBoundingClientRect().height)})`),
      states,
    );
    throw new Error(`Islands not ${states.join(' or ')} on ${page.url()}: ${unsettled.join('; ')}`, { cause: error });
  }
}
