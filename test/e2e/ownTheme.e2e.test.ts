import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './useBrowser';

// Demos that wrap themselves in a theme provider render with that theme (issue 26): in the server HTML
// (JavaScript off), after hydration in both site modes, after their own state changes, in right-to-left,
// in an iframe and after a live edit. Each probe names a demo, an element in it and the color it must show.
const origin = inject('origin');
const browser = useBrowser();

const OWN_THEME_PAGE = '/experiments/docs/own-theme';
const WHITE = 'rgb(255, 255, 255)';
const MATERIAL_DARK_PAPER = 'rgb(18, 18, 18)';

interface Probe {
  name: string;
  page: string;
  demo: string;
  selector: string;
  property: 'backgroundColor' | 'color';
  light: string;
  dark: string;
}

const PROBES: Probe[] = [
  // A nested Material theme with a palette of its own and a light mode of its own: the site's mode does not reach it.
  { name: 'Material nested theme, primary', page: OWN_THEME_PAGE, demo: 'NestedPaletteTheme', selector: '.MuiButton-contained', property: 'backgroundColor', light: 'rgb(123, 31, 162)', dark: 'rgb(123, 31, 162)' },
  { name: 'Material nested theme, surface', page: OWN_THEME_PAGE, demo: 'NestedPaletteTheme', selector: '.MuiCard-root', property: 'backgroundColor', light: WHITE, dark: WHITE },
  // A theme function keeps the site's mode and changes the primary color only.
  { name: 'Material theme function, primary', page: OWN_THEME_PAGE, demo: 'OuterThemeFunction', selector: '.MuiButton-contained', property: 'backgroundColor', light: 'rgb(0, 121, 107)', dark: 'rgb(0, 121, 107)' },
  { name: 'Material theme function, surface', page: OWN_THEME_PAGE, demo: 'OuterThemeFunction', selector: '.MuiPaper-root', property: 'backgroundColor', light: WHITE, dark: MATERIAL_DARK_PAPER },
  // A nested theme with CSS variables and both color schemes follows the site's mode with its own colors.
  { name: 'Material CSS-variables theme', page: OWN_THEME_PAGE, demo: 'CssVariablesTheme', selector: '.MuiButton-contained', property: 'backgroundColor', light: 'rgb(194, 65, 12)', dark: 'rgb(253, 186, 116)' },
  // GlobalStyles whose rules depend on the mode: the server's light rules must not outlive hydration in dark mode.
  { name: 'Material GlobalStyles following the mode', page: OWN_THEME_PAGE, demo: 'ModeGlobalStyles', selector: '.shipping-notice', property: 'backgroundColor', light: 'rgb(219, 234, 254)', dark: 'rgb(30, 58, 138)' },
  // The demo beside them has no theme of its own: Material's default primary, untouched by their variables.
  { name: 'Material demo without a theme of its own', page: OWN_THEME_PAGE, demo: 'SiteThemedButton', selector: '.MuiButton-contained', property: 'backgroundColor', light: 'rgb(25, 118, 210)', dark: 'rgb(144, 202, 249)' },
  // Joy's CssVarsProvider with extendTheme colors: one scale for both schemes, and tokens per scheme.
  { name: 'Joy extendTheme scale', page: '/joy-ui/customization/theme-colors', demo: 'ReplacePrimaryScale', selector: '.MuiButton-variantSolid', property: 'backgroundColor', light: 'rgb(79, 70, 229)', dark: 'rgb(79, 70, 229)' },
  { name: 'Joy extendTheme tokens per scheme', page: '/joy-ui/customization/theme-colors', demo: 'VariantTokensPerScheme', selector: '.MuiButton-variantSolid', property: 'backgroundColor', light: 'rgb(22, 101, 52)', dark: 'rgb(74, 222, 128)' },
  // System's ThemeProvider with a palette key Material does not have (`brand`).
  { name: 'System custom palette key, background', page: '/system/react-box', demo: 'ThemedBox', selector: '.MuiBox-root', property: 'backgroundColor', light: 'rgb(254, 243, 199)', dark: 'rgb(254, 243, 199)' },
  { name: 'System custom palette key, text', page: '/system/react-box', demo: 'ThemedBox', selector: '.MuiBox-root > .MuiBox-root:last-child', property: 'color', light: 'rgb(180, 83, 9)', dark: 'rgb(180, 83, 9)' },
];

async function contextFor(mode: 'light' | 'dark', options: { javaScriptEnabled?: boolean; direction?: 'rtl' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, colorScheme: 'light', javaScriptEnabled: options.javaScriptEnabled ?? true });
  const storage: Record<string, string> = { 'mui-mode': mode, ...(options.direction ? { 'docs-direction': options.direction } : {}) };
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return context;
}

async function hydrated(page: Page, demo: string): Promise<void> {
  await page.locator(`#${demo}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`#${demo} [data-island-state="hydrated"]`);
}

function computed(page: Page, probe: Pick<Probe, 'demo' | 'selector' | 'property'>): Promise<string> {
  return page.locator(`#${probe.demo} .demo-live ${probe.selector}`).first().evaluate((node, property) => getComputedStyle(node)[property], probe.property);
}

// Console errors and warnings, but for the third parties the e2e build leaves unreachable.
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('net::ERR')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('demos that bring their own theme', () => {
  const pages = [...new Set(PROBES.map((probe) => probe.page))];

  it.each(pages)('show their own colors in the server HTML, with JavaScript off (%s)', async (pathname) => {
    const context = await contextFor('light', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    // Without script no color scheme is chosen: the CSS-variables themes show their light scheme.
    for (const probe of PROBES.filter((entry) => entry.page === pathname)) {
      expect(await computed(page, probe), probe.name).toBe(probe.light);
    }
    await context.close();
  });

  it.each(['light', 'dark'] as const)('show their own colors after hydration with the site in %s mode, with a clean console', async (mode) => {
    const context = await contextFor(mode);
    for (const pathname of pages) {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      for (const probe of PROBES.filter((entry) => entry.page === pathname)) {
        await hydrated(page, probe.demo);
        expect(await computed(page, probe), probe.name).toBe(probe[mode]);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('keep their own rules when they hydrate before a demo that writes the same ones (a Joy UI theme leaving out dark)', async () => {
    const THEME_COLORS = '/joy-ui/customization/theme-colors';
    for (const mode of ['dark', 'light'] as const) {
      const context = await contextFor(mode);
      // The page's demo without a theme of its own writes the same rules for the dark scheme; its code is
      // held back until this demo has hydrated, so this one hydrates first.
      const page = await context.newPage();
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/PaletteInSx/, async (route) => {
        await held;
        await route.continue();
      });
      const problems = watchConsole(page);
      await page.goto(`${origin}${THEME_COLORS}#LightSchemeOnly`, { waitUntil: 'load' });
      await page.waitForSelector('#LightSchemeOnly [data-island-state="hydrated"]');
      const surface = () => computed(page, { demo: 'LightSchemeOnly', selector: '.MuiSheet-root', property: 'backgroundColor' });
      // Joy's default surface in the current scheme, as the page's other Joy UI demos define it.
      const joyDefault = () =>
        page.evaluate(() => {
          const probe = document.body.appendChild(document.createElement('div'));
          probe.style.background = 'var(--joy-palette-background-surface)';
          const color = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return color;
        });
      if (mode === 'dark') await expect(surface()).resolves.toBe(await joyDefault());
      else await expect(surface()).resolves.toBe('rgb(254, 243, 199)');
      const before = await surface();
      release();
      await hydrated(page, 'PaletteInSx');
      await expect(surface()).resolves.toBe(before);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('follow their own state: the nested theme turns dark from its own switch, whatever the site mode', async () => {
    const context = await contextFor('light');
    const page = await context.newPage();
    await page.goto(`${origin}${OWN_THEME_PAGE}`, { waitUntil: 'load' });
    await hydrated(page, 'NestedPaletteTheme');
    await page.locator('#NestedPaletteTheme').getByLabel('Dark card').check();
    await expect.poll(() => computed(page, { demo: 'NestedPaletteTheme', selector: '.MuiCard-root', property: 'backgroundColor' })).toBe(MATERIAL_DARK_PAPER);
    await expect(computed(page, { demo: 'NestedPaletteTheme', selector: '.MuiCard-root', property: 'color' })).resolves.toBe(WHITE);
    // The page and the other demos stay light.
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).resolves.toBe('light');
    await hydrated(page, 'OuterThemeFunction');
    await expect(computed(page, { demo: 'OuterThemeFunction', selector: '.MuiPaper-root', property: 'backgroundColor' })).resolves.toBe(WHITE);
    await context.close();
  });

  it('the mode-toggle demo on the demos page turns its card dark', async () => {
    const context = await contextFor('light');
    const page = await context.newPage();
    await page.goto(`${origin}/experiments/docs/demos`, { waitUntil: 'load' });
    await hydrated(page, 'ModeToggleDemo');
    await expect(computed(page, { demo: 'ModeToggleDemo', selector: '.MuiCard-root', property: 'backgroundColor' })).resolves.toBe(WHITE);
    await page.locator('#ModeToggleDemo').getByLabel('Dark mode').check();
    await expect.poll(() => computed(page, { demo: 'ModeToggleDemo', selector: '.MuiCard-root', property: 'backgroundColor' })).toBe(MATERIAL_DARK_PAPER);
    await context.close();
  });

  it('are still mirrored when the site is right to left', async () => {
    const context = await contextFor('light', { direction: 'rtl' });
    const page = await context.newPage();
    await page.goto(`${origin}${OWN_THEME_PAGE}`, { waitUntil: 'load' });
    await hydrated(page, 'NestedPaletteTheme');
    // FormControlLabel pulls its control toward the start edge with a negative margin: the right one in RTL.
    const label = page.locator('#NestedPaletteTheme .MuiFormControlLabel-root');
    await expect.poll(() => label.evaluate((node) => getComputedStyle(node).marginRight)).toBe('-11px');
    await expect(label.evaluate((node) => getComputedStyle(node).marginLeft)).resolves.toBe('16px');
    await expect(computed(page, { demo: 'NestedPaletteTheme', selector: '.MuiButton-contained', property: 'backgroundColor' })).resolves.toBe('rgb(123, 31, 162)');
    await context.close();
  });

  it('show their own theme inside an iframe, in both site modes', async () => {
    for (const [mode, expected] of [['light', 'rgb(194, 65, 12)'], ['dark', 'rgb(253, 186, 116)']] as const) {
      const context = await contextFor(mode);
      const page = await context.newPage();
      await page.goto(`${origin}${OWN_THEME_PAGE}`, { waitUntil: 'load' });
      await hydrated(page, 'FramedTheme');
      const frame = page.frameLocator('#FramedTheme iframe');
      await expect.poll(() => frame.locator('.MuiButton-contained').evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(expected);
      await context.close();
    }
  });

  it('show the theme of live-edited code: a new color, and the site theme once the edit drops the provider', async () => {
    const context = await contextFor('light');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${origin}${OWN_THEME_PAGE}`, { waitUntil: 'load' });
    const edit = async (demo: string, change: (source: string) => string): Promise<void> => {
      await hydrated(page, demo);
      await page.locator(`#${demo}`).getByRole('button', { name: 'Show code' }).click();
      const code = page.locator(`#${demo} .demo-code pre`);
      await code.waitFor();
      const source = change((await code.textContent()) ?? '');
      await code.evaluate((node, text) => {
        node.textContent = text;
        node.dispatchEvent(new InputEvent('input', { bubbles: true }));
      }, source);
    };
    await edit('OuterThemeFunction', (source) => source.replace('#00796b', '#c62828'));
    await expect.poll(() => computed(page, { demo: 'OuterThemeFunction', selector: '.MuiButton-contained', property: 'backgroundColor' })).toBe('rgb(198, 40, 40)');
    // Edited code that drops its provider (live edits can only use the modules the demo imports) shows the site's theme.
    await edit('NestedPaletteTheme', (source) => source.replace('<ThemeProvider theme={theme}>', '<>').replace('</ThemeProvider>', '</>'));
    await expect.poll(() => computed(page, { demo: 'NestedPaletteTheme', selector: '.MuiButton-contained', property: 'backgroundColor' })).toBe('rgb(25, 118, 210)');
    expect(problems).toEqual([]);
    await context.close();
  });
});
