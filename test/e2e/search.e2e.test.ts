import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const browser = useBrowser();

/** Opens a page and records the search files it requests. */
async function open(pathname: string): Promise<{ page: Page; searchRequests: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/static/search/') || /\/chunks\/dialog-/.test(url.pathname)) searchRequests.push(url.pathname);
  });
  await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  return { page, searchRequests };
}

const dialog = (page: Page) => page.locator('dialog.search-dialog');
// The dialog's code loads on the first shortcut or click: it opens a moment later, so checks poll.
const isOpen = (page: Page): Promise<boolean> => dialog(page).evaluate((node) => (node as HTMLDialogElement).open);

/** Waits until every shard is indexed, so result order no longer changes. */
async function waitForIndex(page: Page): Promise<void> {
  await page.locator('dialog.search-dialog[data-index="ready"]').waitFor();
}

/** Types a query once the index is in, and waits for result groups (they carry product chips). */
async function search(page: Page, query: string): Promise<void> {
  await waitForIndex(page);
  await page.keyboard.type(query);
  // A query the first shards answer poorly loads the other products' shards (synchronously marking
  // the index as loading again); results settle once those are indexed too.
  await waitForIndex(page);
  await page.locator('.search-results .search-chip').first().waitFor();
}

describe('search', () => {
  it('shows the button with its shortcut and loads no index until search is wanted, then prefetches on hover', async () => {
    const { page, searchRequests } = await open('/material-ui/react-button');
    const button = page.locator('.app-bar .search-button');
    await expect(button.textContent()).resolves.toContain('Search…');
    await expect(button.locator('kbd').textContent()).resolves.toBe('Ctrl K');
    await page.waitForTimeout(300);
    expect(searchRequests).toEqual([]);
    await button.hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/static\/search\/material-ui-[\w-]+\.json$/.test(entry.name)));
    expect(searchRequests.some((url) => /^\/static\/search\/manifest-[\w-]+\.json$/.test(url))).toBe(true);
    await page.close();
  });

  it('opens with ⌘K, shows results as you type, and Enter goes to the page and section', async () => {
    const { page } = await open('/joy-ui/react-button');
    await page.keyboard.press('Meta+K');
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('search-input');

    await search(page, 'roboto font');
    const firstGroup = page.locator('.search-group').first();
    await expect(firstGroup.locator('.search-option-title').first().textContent()).resolves.toBe('Installation');
    await expect(firstGroup.locator('.search-chip').textContent()).resolves.toBe('Material UI');
    const active = page.locator('.search-option[aria-selected="true"]');
    await expect(active.getAttribute('href')).resolves.toBe('/material-ui/getting-started/installation/#roboto-font');
    await expect(page.locator('.search-input').getAttribute('aria-activedescendant')).resolves.toBe(await active.getAttribute('id'));

    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/material-ui/getting-started/installation/#roboto-font`);
    const top = await page.locator('#roboto-font').evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    await page.close();
  });

  it('moves through results with the arrow keys and ranks the current product first', async () => {
    const { page } = await open('/joy-ui/react-button');
    await page.locator('.search-button').click();
    await search(page, 'buton');
    const pages = () => page.locator('.search-group .search-option:first-child').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    await expect(pages()).resolves.toHaveProperty('0', '/joy-ui/react-button/');

    const selected = () => page.locator('.search-option[aria-selected="true"]').getAttribute('id');
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    const second = await selected();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect(selected()).resolves.toBe(first);

    // Naming another product in the query reaches past the current one.
    await page.locator('.search-input').fill('material button');
    await page.waitForFunction(() => document.querySelector('.search-group .search-option')?.getAttribute('href') === '/material-ui/react-button/');
    await page.close();
  });

  it("downloads the guides of the reader's product first, and its API pages only for a query that asks for them", async () => {
    const { page, searchRequests } = await open('/material-ui/react-button');
    await page.locator('.search-button').click();
    await search(page, 'button');
    const apiShards = () => searchRequests.filter((url) => /^\/static\/search\/[\w-]+-api-[\w-]+\.json$/.test(url));
    expect(searchRequests.some((url) => /^\/static\/search\/material-ui-(?!api-)[\w-]+\.json$/.test(url))).toBe(true);
    expect(apiShards()).toEqual([]);

    await page.locator('.search-input').fill('button props');
    await page.waitForFunction(() => [...document.querySelectorAll('.search-group .search-option')].some((node) => node.getAttribute('href') === '/material-ui/api/button/'));
    expect(apiShards()).toHaveLength(1);
    expect(apiShards()[0]).toMatch(/^\/static\/search\/material-ui-api-/);
    await page.close();
  });

  it('closes on Esc and gives focus back to the button; "/" opens it again', async () => {
    const { page } = await open('/material-ui/react-button');
    await page.keyboard.press('Control+K');
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.keyboard.type('box');
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('search-button'))).resolves.toBe(true);

    await page.keyboard.press('/');
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.close();
  });

  it('shows a start screen with the current product first and remembers the chosen result', async () => {
    const { page } = await open('/system/react-box');
    await page.keyboard.press('Control+K');
    const headings = page.locator('.search-group-heading');
    await headings.first().waitFor();
    await expect(headings.first().textContent()).resolves.toBe('MUI System');
    await expect(page.locator('.search-group-heading', { hasText: 'Recent' }).count()).resolves.toBe(0);

    await search(page, 'roboto');
    await page.locator('.search-option[href$="#roboto-font"]').click();
    await page.waitForURL(/\/material-ui\/getting-started\/installation\/#roboto-font$/);

    await page.keyboard.press('Control+K');
    await headings.first().waitFor();
    await expect(headings.first().textContent()).resolves.toBe('Recent');
    await expect(page.locator('.search-group').first().locator('.search-option').first().getAttribute('href')).resolves.toBe('/material-ui/getting-started/installation/#roboto-font');
    await page.close();
  });
});
