import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const browser = useBrowser();

describe('/material-ui/all-components', () => {
  it('shows every component as a static card and filters them by typing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('ERR_NAME_NOT_RESOLVED')) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${origin}/material-ui/all-components`, { waitUntil: 'load' });

    const cards = page.locator('[data-component-card]');
    const total = await cards.count();
    expect(total).toBeGreaterThan(40);
    // The cards are static: no demo island on the page.
    await expect(page.locator('[data-island^="demo:"]').count()).resolves.toBe(0);
    // A written page is a link to that page.
    await expect(page.locator('a.all-components-card', { hasText: 'Button Group' }).getAttribute('href')).resolves.toBe('/material-ui/react-button-group/');

    const filter = page.getByLabel('Filter components');
    await filter.waitFor({ state: 'visible' });
    await filter.fill('grid');
    const visible = page.locator('[data-component-card]:visible');
    const names = await visible.locator('.all-components-name').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Grid', 'Grid v2']));
    expect(names).not.toContain('Button');
    expect(names.length).toBeLessThan(total);
    // Groups left without a match are hidden with their heading.
    await expect(page.getByRole('heading', { name: 'Inputs', exact: true }).isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-all-components] [data-status]').textContent()).resolves.toBe(`${names.length} of ${total} components`);

    await filter.fill('no such widget');
    await expect(visible.count()).resolves.toBe(0);
    await expect(page.locator('[data-all-components] [data-status]').textContent()).resolves.toBe('No component matches “no such widget”.');

    await filter.fill('');
    await expect(visible.count()).resolves.toBe(total);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/system/properties', () => {
  it('filters the generated property table by name, CSS property or theme key, and its Markdown twin has the table', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/system/properties`, { waitUntil: 'load' });
    const rows = page.locator('[data-component-card]');
    const total = await rows.count();
    expect(total).toBeGreaterThan(100);

    const filter = page.getByLabel('Filter properties');
    await filter.waitFor({ state: 'visible' });
    await filter.fill('backgroundColor');
    const visible = page.locator('[data-component-card]:visible td:first-child');
    await expect(visible.allTextContents()).resolves.toEqual(expect.arrayContaining(['bgcolor', 'backgroundColor']));
    await filter.fill('theme.spacing');
    const spacing = await visible.allTextContents();
    expect(spacing).toEqual(expect.arrayContaining(['m', 'px', 'marginTop']));
    expect(spacing).not.toContain('bgcolor');
    await expect(page.locator('[data-all-components] [data-status]').textContent()).resolves.toBe(`${spacing.length} of ${total} properties match`);

    const markdown = await (await fetch(`${origin}/system/properties.md`)).text();
    expect(markdown).toMatch(/\| `bgcolor` \|/);
    await context.close();
  });
});

