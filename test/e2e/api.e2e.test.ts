import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const browser = useBrowser();

async function open(pathname: string, page?: Page): Promise<Page> {
  const target = page ?? (await browser.newPage({ viewport: { width: 1400, height: 900 } }));
  await target.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  return target;
}

describe('an API page', () => {
  it('renders its title and sections from the package types', async () => {
    const page = await open('/material-ui/api/button');
    await expect(page.locator('h1').textContent()).resolves.toBe('Button API');
    for (const id of ['demos', 'import', 'props', 'classes']) await expect(page.locator(`h2#${id}`).count()).resolves.toBe(1);
    // Its own page first; the dozens of pages that use a Button only in passing fold away below the list.
    await expect(page.locator('h2#demos + ul a').first().textContent()).resolves.toBe('Button');
    const folded = page.locator('h2#demos + ul + details.api-more-demos');
    await expect(folded.locator('summary').textContent()).resolves.toMatch(/^\d+ more pages use it in their demos$/);
    await expect(folded.locator('a[href="/experiments/docs/demos/"]').isVisible()).resolves.toBe(false);
    await folded.locator('summary').click();
    await expect(folded.locator('a[href="/experiments/docs/demos/"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('.api-import').textContent()).resolves.toContain("import Button from '@mui/material/Button';");
    const variant = page.locator('#button-prop-variant');
    await expect(variant.getAttribute('data-search')).resolves.toBe('variant');
    await expect(variant.locator('.api-default').textContent()).resolves.toBe("'text'");
    await expect(page.locator('#button-classes-root').textContent()).resolves.toContain('.MuiButton-root');
    await expect(page.locator('.api-notes a[href="/material-ui/api/button-base/"]').count()).resolves.toBe(1);
    await page.close();
  });

  it('lists slots on Joy UI pages and groups Base UI hooks on their family page', async () => {
    const page = await open('/joy-ui/api/button');
    await expect(page.locator('#button-slots-startDecorator').count()).resolves.toBe(1);
    await open('/base-ui/react-button/hooks-api', page);
    await expect(page.locator('h2#use-button').count()).resolves.toBe(1);
    await expect(page.locator('#use-button-return-value-getRootProps').count()).resolves.toBe(1);
    await page.close();
  });

  it('remembers the layout chosen for a section across a reload, without waiting for scripts', async () => {
    const page = await open('/material-ui/api/button');
    const rows = page.locator('[data-api-section="props"]');
    await expect(rows.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('grid');
    await page.locator('[data-api-layout-switch="props"] button[data-layout="expanded"]').click();
    await expect(rows.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('block');
    await expect(page.evaluate(() => localStorage.getItem('apiPage_props'))).resolves.toBe('expanded');
    // Scripts off for the reload: the inline head-of-section script alone must apply the layout.
    await page.route('**/static/**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-api-props'))).resolves.toBe('expanded');
    await expect(rows.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('block');
    // Other sections keep their own layout.
    await expect(page.locator('[data-api-section="classes"]').evaluate((element) => getComputedStyle(element).display)).resolves.toBe('grid');
    await page.unroute('**/static/**/*.js');
    await page.reload({ waitUntil: 'load' });
    await expect(page.locator('[data-api-layout-switch="props"] button[data-layout="expanded"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.close();
  });

  it('collapses rows to their names and opens one on demand', async () => {
    const page = await open('/material-ui/api/button');
    await page.locator('[data-api-layout-switch="props"] button[data-layout="collapsed"]').click();
    const details = page.locator('#button-prop-size-details');
    await expect(details.isVisible()).resolves.toBe(false);
    await page.locator('#button-prop-size .api-row-toggle').click();
    await expect(details.isVisible()).resolves.toBe(true);
    await expect(page.locator('#button-prop-size .api-row-toggle').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.close();
  });

  it('scrolls a prop anchor into view, showing its details even in a collapsed list', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('apiPage_props', 'collapsed'));
    await open('/material-ui/api/button#button-prop-variant', page);
    const row = page.locator('#button-prop-variant');
    const box = await row.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(450);
    await expect(page.locator('#button-prop-variant-details').isVisible()).resolves.toBe(true);
    await expect(page.locator('#button-prop-size-details').isVisible()).resolves.toBe(false);
    await page.close();
  });
});

describe('links between component pages and API pages', () => {
  it('ends a component page with an API section linking the components its demos use', async () => {
    const page = await open('/material-ui/react-button');
    const section = page.locator('.api-links');
    await expect(section.locator('h2#api').count()).resolves.toBe(1);
    await expect(section.locator('a[href="/material-ui/api/button/"]').count()).resolves.toBe(1);
    await open('/base-ui/react-button', page);
    await expect(page.locator('.api-links a[href="/base-ui/react-button/components-api/#button"]').count()).resolves.toBe(1);
    await expect(page.locator('.api-links a[href="/base-ui/react-button/hooks-api/#use-button"]').count()).resolves.toBe(1);
    await page.close();
  });

  it('lists API pages in the product navigation', async () => {
    const page = await open('/material-ui/api/text-field');
    await expect(page.locator('#nav-drawer [aria-current="page"]').textContent()).resolves.toBe('TextField');
    await expect(page.locator('#nav-drawer a[href="/material-ui/api/button/"]').count()).resolves.toBe(1);
    await page.close();
  });
});
