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
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll('[data-island]')) {
      if (island.getAttribute('data-island-state') === 'hydrated') continue;
      island.scrollIntoView({ block: 'center' });
      for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction((accepted) => [...document.querySelectorAll('[data-island]')].every((node) => accepted.includes(node.getAttribute('data-island-state') ?? '')), states, timeout === undefined ? undefined : { timeout });
}
