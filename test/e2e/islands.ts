import type { Page } from 'playwright-core';

/**
 * Brings every island near the viewport (they hydrate when close to it) and waits until each is in one
 * of `states`: `hydrated` by default; a sweep that only needs the page settled also accepts `failed`
 * and `static`.
 */
export async function hydrateAllIslands(page: Page, states: readonly string[] = ['hydrated'], timeout?: number): Promise<void> {
  const islands = page.locator('[data-island]');
  for (let index = 0; index < (await islands.count()); index += 1) await islands.nth(index).scrollIntoViewIfNeeded();
  await page.waitForFunction((accepted) => [...document.querySelectorAll('[data-island]')].every((node) => accepted.includes(node.getAttribute('data-island-state') ?? '')), states, timeout === undefined ? undefined : { timeout });
}
