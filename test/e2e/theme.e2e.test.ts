import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrateAllIslands } from './islands';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const browser = useBrowser();

async function contextWith(storage: Record<string, string> = {}, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1400, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  // Seed storage once, before the first page of the context runs any script.
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return context;
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openSettings(page: Page): Promise<void> {
  await page.locator('.settings-button').click();
  await page.waitForSelector('#settings-drawer:not([hidden])');
}

describe('colour mode', () => {
  it('paints a stored dark mode before any external script runs', async () => {
    const context = await contextWith({ 'mui-mode': 'dark' });
    // No bundled JavaScript at all: only the inline head script can have chosen the scheme.
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).resolves.toBe('dark');
    await expect(background(page)).resolves.toBe('rgb(16, 20, 24)');
    await expect(page.evaluate(() => document.body.className)).resolves.toContain('mode-dark');
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#101418');
    await context.close();
  });

  it('follows the operating system live in system mode', async () => {
    const context = await contextWith({}, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await expect(background(page)).resolves.toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    await expect(background(page)).resolves.toBe('rgb(16, 20, 24)');
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#101418');
    await context.close();
  });

  it('switches mode from the settings drawer, for the shell and the demos, and keeps it', async () => {
    const context = await contextWith();
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await page.waitForSelector('#BasicButtons [data-island-state="hydrated"]');
    await openSettings(page);
    await page.locator('#settings-drawer [data-setting="mode"][data-value="dark"]').click();
    await expect(page.locator('#settings-drawer [data-value="dark"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(background(page)).resolves.toBe('rgb(16, 20, 24)');
    // Material's dark palette: a contained button turns light blue (after its colour transition).
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#BasicButtons .MuiButton-contained')!).backgroundColor === 'rgb(144, 202, 249)');
    // Record every write of the stored mode on the next load: hydrating demos must never write one.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { __modeWrites: string[] }).__modeWrites = writes;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'mui-mode') writes.push(value);
        setItem.call(this, key, value);
      };
    });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#BasicButtons [data-island-state="hydrated"]');
    await expect(page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('dark');
    await expect(page.evaluate(() => (window as unknown as { __modeWrites: string[] }).__modeWrites.filter((mode) => mode !== 'dark'))).resolves.toEqual([]);
    await expect(background(page)).resolves.toBe('rgb(16, 20, 24)');
    await context.close();
  });
});

describe('colour mode while demos hydrate', () => {
  // The site owns the colour-scheme attributes on <html>. Material's and Joy's providers would set them
  // from their own state, which starts from the operating system: a dark page on a light system
  // flashed light while its demos hydrated, and axe could catch the page mid-transition.
  it.each(['/material-ui/customization/color', '/joy-ui/react-button'])('keeps a stored dark mode on %s on a light system', async (pathname) => {
    const context = await contextWith({ 'mui-mode': 'dark' }, { colorScheme: 'light' });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __schemes: string[] }).__schemes = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement) seen.push(`${record.attributeName}=${document.documentElement.getAttribute(record.attributeName!)}`);
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-mui-color-scheme', 'data-joy-color-scheme'] });
    });
    const page = await context.newPage();
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    await hydrateAllIslands(page);
    await page.waitForTimeout(300); // effects scheduled by hydration have run
    const schemes = await page.evaluate(() => (window as unknown as { __schemes: string[] }).__schemes);
    expect(schemes.filter((entry) => !entry.endsWith('=dark'))).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).resolves.toBe('dark');
    await context.close();
  });
});

describe('direction and density', () => {
  it('mirrors the page for right-to-left: the drawer moves to the right, code stays left-to-right', async () => {
    const context = await contextWith();
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await openSettings(page);
    await page.locator('#settings-drawer [data-setting="direction"][data-value="rtl"]').click();
    await expect(page.evaluate(() => document.body.getAttribute('dir'))).resolves.toBe('rtl');
    await page.keyboard.press('Escape');
    const drawerBox = await page.locator('#nav-drawer').boundingBox();
    expect(drawerBox!.x).toBeGreaterThan(700);
    await expect(page.locator('.code-block pre').first().getAttribute('dir')).resolves.toBe('ltr');
    // The English lead's closing period stays after its last word, not at the far (left) end of the line.
    const periodAfterLastWord = await page.evaluate(() => {
      const text = document.querySelector('.page-header .lead')!.firstChild as Text;
      const rectOf = (offset: number) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return range.getBoundingClientRect();
      };
      const end = text.data.length - 1;
      return text.data[end] === '.' && rectOf(end).left >= rectOf(end - 1).right - 1;
    });
    expect(periodAfterLastWord).toBe(true);
    await page.reload({ waitUntil: 'load' });
    const afterReload = await page.locator('#nav-drawer').boundingBox();
    expect(afterReload!.x).toBeGreaterThan(700);
    await context.close();
  });

  it('makes demo buttons small in dense mode, and resets', async () => {
    const context = await contextWith();
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await page.waitForSelector('#BasicButtons [data-island-state="hydrated"]');
    const button = page.locator('#BasicButtons .MuiButton-contained').first();
    await expect(button.getAttribute('class')).resolves.toContain('MuiButton-sizeMedium');
    await openSettings(page);
    await page.locator('#settings-drawer [data-setting="density"][data-value="dense"]').click();
    await page.waitForFunction(() => document.querySelector('#BasicButtons .MuiButton-contained')?.classList.contains('MuiButton-sizeSmall'));
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-density'))).resolves.toBe('dense');
    await page.locator('#settings-drawer [data-spacing="increase"]').click();
    await expect(page.locator('.settings-spacing-value').textContent()).resolves.toBe('9 px');
    await page.locator('#settings-drawer [data-spacing="reset"]').click();
    await expect(page.locator('.settings-spacing-value').textContent()).resolves.toBe('8 px');
    await page.waitForFunction(() => document.querySelector('#BasicButtons .MuiButton-contained')?.classList.contains('MuiButton-sizeMedium'));
    await context.close();
  });

  it('is a keyboard-usable dialog: focus moves in, Escape closes and returns focus', async () => {
    const context = await contextWith();
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/getting-started`, { waitUntil: 'load' });
    await page.locator('.settings-button').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#settings-drawer:not([hidden])');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-value'))).resolves.toBe('system');
    await expect(page.locator('.settings-button').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(page.locator('#settings-drawer').isHidden()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('settings-button'))).resolves.toBe(true);
    await context.close();
  });
});

describe('palette colours', () => {
  it('the colour tool recolours demos on other pages and survives a reload', async () => {
    const context = await contextWith();
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/customization/color`, { waitUntil: 'load' });
    const tool = page.locator('.color-tool');
    await tool.scrollIntoViewIfNeeded();
    await page.waitForSelector('.color-tool[data-island-state="hydrated"]');
    await tool.getByLabel('Primary color (hex)').fill('#00796b');
    await tool.getByRole('button', { name: 'Set docs colors' }).click();
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await page.waitForSelector('#BasicButtons [data-island-state="hydrated"]');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#BasicButtons .MuiButton-contained')!).backgroundColor === 'rgb(0, 121, 107)');
    await page.goto(`${origin}/material-ui/customization/color`, { waitUntil: 'load' });
    await page.locator('.color-tool').scrollIntoViewIfNeeded();
    await page.waitForSelector('.color-tool[data-island-state="hydrated"]');
    await expect(page.locator('.color-tool').getByLabel('Primary color (hex)').inputValue()).resolves.toBe('#00796b');
    await page.locator('.color-tool').getByRole('button', { name: 'Reset colors' }).click();
    await expect(page.evaluate(() => localStorage.getItem('docs-palette-colors'))).resolves.toBeNull();
    await context.close();
  });
});
