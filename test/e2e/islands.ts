import type { Page } from 'playwright-core';

/** What one in-page pass over the islands saw: how many waits a frame ended, and the page's visibility. */
interface PassReport {
  waits: number;
  frames: number;
  visibility: string;
  focused: boolean;
}

// In the page, one island after the other with two frames between (the observer's callback runs on the
// next frame): a locator per island costs a protocol round trip and actionability checks each, which
// made this loop most of the every-page sweep's time.
// No named function inside: the test transform would wrap it in a helper the page does not have.
// Never wait on an animation frame alone: a page the browser does not paint gets none, and the evaluate
// would hang until the test's timeout with nothing said. An island scrolled past before the observer saw
// it (a loaded machine) is scrolled to again: up to five passes over the islands not settled yet.
// The passes stop after 20 s all told: a page whose timers the browser throttles (a page it treats as
// hidden gets about one a second) would otherwise use up the test's timeout here, before the failure
// below could say which islands stalled and whether the page was visible.
function scrollToEachIsland(page: Page, states: readonly string[]): Promise<PassReport> {
  return page.evaluate(async (accepted) => {
    const report = { waits: 0, frames: 0, visibility: '', focused: false };
    const deadline = performance.now() + 20_000;
    for (let pass = 0; pass < 5 && performance.now() < deadline; pass += 1) {
      const waiting = [...document.querySelectorAll('[data-island]')].filter((island) => !accepted.includes(island.getAttribute('data-island-state') ?? ''));
      if (waiting.length === 0) break;
      for (const island of waiting) {
        if (performance.now() > deadline) break;
        island.scrollIntoView({ block: 'center' });
        for (let frame = 0; frame < 2; frame += 1) {
          report.waits += 1;
          await new Promise((resolve) => {
            requestAnimationFrame(() => {
              report.frames += 1;
              resolve(undefined);
            });
            setTimeout(resolve, 100);
          });
        }
      }
      // Time for the chunks just asked for to arrive before the next pass looks again.
      for (let wait = 0; wait < 20 && waiting.some((island) => !accepted.includes(island.getAttribute('data-island-state') ?? '')); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return { ...report, visibility: document.visibilityState, focused: document.hasFocus() };
  }, states);
}

const neverScheduledCount = (page: Page): Promise<number> => page.evaluate(() => document.querySelectorAll('[data-island]:not([data-island-state])').length);

// Scrolls the page from top to bottom with the mouse wheel, a viewport at a time: real input makes the
// browser produce frames even when it had stopped painting a page whose content did not change.
async function wheelThroughPage(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 0; step < 200; step += 1) {
    await page.mouse.wheel(0, viewport.height * 0.8);
    await page.waitForTimeout(150);
    const atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atBottom) break;
  }
}

/**
 * Brings every island near the viewport (they hydrate when close to it) and waits until each is in one
 * of `states`: `hydrated` by default; a sweep that only needs the page settled also accepts `failed`
 * and `static`.
 */
export async function hydrateAllIslands(page: Page, states: readonly string[] = ['hydrated'], timeout?: number): Promise<void> {
  // The sweep's concurrent pages were checked to stay visible, with frames, whichever is in front;
  // bringing this one forward costs nothing.
  await page.bringToFront();
  const passes = [await scrollToEachIsland(page, states)];
  // Rarely, on a loaded machine, the browser stops delivering the observer's callbacks: islands past the
  // first screen stay unscheduled (no state at all) although they were scrolled to, even in the viewport.
  // A user's wheel scroll is what the runtime is written for, and it wakes the page: try it once, then
  // look again. Islands that were scheduled but did not hydrate are never retried.
  const stalled = await neverScheduledCount(page);
  if (stalled > 0) {
    // Said in the log, so the cause can still be looked for: the recovery must not hide it.
    const { frames, waits } = passes[0]!;
    console.warn(`${page.url()}: ${stalled} islands never scheduled after scrolling to each (${frames} frames in ${waits} waits); scrolling with the mouse wheel`);
    await wheelThroughPage(page);
    passes.push(await scrollToEachIsland(page, states));
  }
  try {
    await page.waitForFunction((accepted) => [...document.querySelectorAll('[data-island]')].every((node) => accepted.includes(node.getAttribute('data-island-state') ?? '')), states, { polling: 100, timeout: timeout ?? 30_000 });
  } catch (error) {
    // Say which islands never settled, how far each got, and whether the page was painting at all.
    const unsettled = await page.evaluate(
      (accepted) =>
        [...document.querySelectorAll('[data-island]')]
          .filter((node) => !accepted.includes(node.getAttribute('data-island-state') ?? ''))
          .map((node) => `${node.getAttribute('data-island')}: ${node.getAttribute('data-island-state') ?? 'never scheduled'} (top ${Math.round(node.getBoundingClientRect().top)}, height ${Math.round(node.getBoundingClientRect().height)})`),
      states,
    );
    const painting = passes.map((pass, index) => `pass ${index + 1}: ${pass.frames} frames in ${pass.waits} waits, ${pass.visibility}${pass.focused ? ', focused' : ''}`);
    throw new Error(`Islands not ${states.join(' or ')} on ${page.url()}: ${unsettled.join('; ')} [${painting.join('; ')}]`, { cause: error });
  }
}
