import puppeteer, { type Browser, type Target } from 'puppeteer-core';
import { launchChromeForLighthouse } from './lighthouse';

// What the next page reports about its own load, read in that page once it is shown.
const PAINT_FACTS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return { timeOrigin: performance.timeOrigin, activationStart: navigation ? navigation.activationStart : 0, fcp: paint ? paint.startTime : null };
})()`;

// Polled rather than awaited as an event: the target of an activated prerender does not announce itself.
async function nextPageTarget(browser: Browser, href: string): Promise<Target> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const target = browser.targets().find((candidate) => candidate.type() === 'page' && candidate.url() === href);
    if (target) return target;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No page opened ${href} after the click`);
}

async function clickOnce(browser: Browser, url: string, linkSelector: string): Promise<number> {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle0' });
  const link = await page.$(linkSelector);
  if (!link) throw new Error(`No ${linkSelector} on ${url}`);
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await link.boundingBox();
  if (!box) throw new Error(`${linkSelector} is not visible on ${url}`);
  const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // A reader's pointer rests on the link a moment before the click.
  await page.mouse.move(x, y);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.mouse.click(x, y);
  // A prerendered page is activated in a target of its own: read it through a session on that target.
  const session = await (await nextPageTarget(browser, href)).createCDPSession();
  let facts: { timeOrigin: number; activationStart: number; fcp: number | null } | undefined;
  for (let attempt = 0; attempt < 50 && (facts?.fcp ?? null) === null; attempt += 1) {
    const { result } = await session.send('Runtime.evaluate', { expression: PAINT_FACTS, returnByValue: true });
    facts = result.value as typeof facts;
    if (facts?.fcp === null) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await session.detach();
  // Keep one blank tab so the browser stays open between samples.
  for (const open of await browser.pages()) if (open.url() !== 'about:blank') await open.close().catch(() => undefined);
  if (!facts || facts.fcp === null) throw new Error(`${href} never reported a first contentful paint`);
  // A prerendered page painted before the click; the visitor sees it from its activation on.
  return facts.timeOrigin + Math.max(facts.fcp, facts.activationStart) - clickedAt;
}

/**
 * Milliseconds from a click on a navigation link to the next page's first contentful paint as the
 * visitor sees it, the median of `samples` clicks. Chromium is driven without DevTools emulation
 * (Playwright's turns prerendering off), so the speculation rules work as they do for readers.
 */
export async function measureNavigation(url: string, linkSelector: string, samples = 5): Promise<number> {
  const chrome = await launchChromeForLighthouse();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const timings: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) timings.push(await clickOnce(browser, url, linkSelector));
    timings.sort((a, b) => a - b);
    return Math.round(timings[Math.floor(timings.length / 2)]!);
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}
