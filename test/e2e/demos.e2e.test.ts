import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrateAllIslands } from './islands';
import { useBrowser } from './useBrowser';

// Code blocks and demos as a visitor uses them (issue 4): copy, JS/TS, anchors, reset, live editing, themes.
const origin = inject('origin');
const PAGE = '/material-ui/react-button';
const browser = useBrowser();

async function newContext(options: { colorScheme?: 'light' | 'dark'; storage?: Record<string, string> } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  return context;
}

async function openDemo(page: Page, name: string): Promise<void> {
  await page.locator(`#${name}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`#${name} [data-island-state="hydrated"]`);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('code blocks in prose', () => {
  it('copies with the button: Copy, then Copied with data-copied, then Copy again', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    const block = page.locator('.markdown-body > .code-block').first();
    const button = block.locator('.code-copy');
    await block.hover();
    await expect(button.locator('.code-copy-label').textContent()).resolves.toBe('Copy');
    await button.click();
    await page.waitForFunction(() => document.querySelector('.markdown-body > .code-block .code-copy')?.getAttribute('data-copied') === 'true');
    await expect(button.locator('.code-copy-label').textContent()).resolves.toBe('Copied');
    await expect(clipboard(page)).resolves.toBe("import Button from '@mui/material/Button';");
    // Back to Copy once the feedback time is over.
    await page.waitForFunction(() => document.querySelector('.markdown-body > .code-block .code-copy')?.getAttribute('data-copied') === 'false', undefined, { timeout: 5000 });
    await expect(button.locator('.code-copy-label').textContent()).resolves.toBe('Copy');
    await context.close();
  });

  it('copies the hovered block with Ctrl+C when nothing is selected', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const block = page.locator('.markdown-body > .code-block').nth(1);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboard(page)).toBe("import IconButton from '@mui/material/IconButton';");
    await expect(block.locator('.code-copy').getAttribute('data-copied')).resolves.toBe('true');
    await context.close();
  });
});

describe('demos', () => {
  // Each demo is a React root of its own: without a prefix per root, useId repeats the same ids in every demo.
  // One retry, in a fresh context, as in the every-page sweep (pages.e2e.test.ts): once in a full run, on a
  // loaded machine, this page's islands stalled before the sweep's recovery and the test hit its timeout.
  // Duplicate ids fail both times.
  it.each(['/material-ui/react-select', '/material-ui/react-text-field'])('gives every element on %s a unique id, before and after hydration', { retry: 1 }, async (pathname) => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      const duplicates = () =>
        page.evaluate(() => {
          const ids = [...document.querySelectorAll('[id]')].map((node) => node.id);
          return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
        });
      expect(await duplicates()).toEqual([]);
      await hydrateAllIslands(page);
      expect(await page.locator('[data-island^="demo:"]').count()).toBeGreaterThan(5);
      expect(await duplicates()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the code on request, copies it, and links to the source file', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'ClickCounter');
    const demo = page.locator('#ClickCounter');
    await expect(demo.locator('.demo-code').count()).resolves.toBe(0);
    await demo.getByRole('button', { name: 'Show code' }).click();
    const code = demo.locator('.demo-code pre');
    await code.waitFor();
    await expect(code.textContent()).resolves.toContain('export default function ClickCounter()');
    await expect(demo.getByRole('button', { name: 'Hide code' }).getAttribute('aria-expanded')).resolves.toBe('true');
    const copy = demo.locator('[data-action="copy"]');
    await copy.click();
    await expect.poll(() => copy.getAttribute('data-copied')).toBe('true');
    await expect(copy.getAttribute('aria-label')).resolves.toBe('Copied');
    await expect(clipboard(page)).resolves.toContain('const [count, setCount] = React.useState(0);');
    await expect.poll(() => copy.getAttribute('data-copied'), { timeout: 5000 }).toBe('false');
    await expect(demo.locator('[data-action="source"]').getAttribute('href')).resolves.toBe(
      'https://github.com/mui/material-ui/blob/master/content/material-ui/react-button/demos/ClickCounter.tsx',
    );
    await context.close();
  });

  it('switches every demo to JS, remembers it in the codeVariant cookie and after a reload', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'BasicButtons');
    await page.locator('#BasicButtons [data-variant="JS"]').click();
    await expect(page.locator('#BasicButtons [data-variant="JS"]').getAttribute('aria-pressed')).resolves.toBe('true');
    const cookies = await context.cookies(origin);
    const variantCookie = cookies.find((cookie) => cookie.name === 'codeVariant');
    expect(variantCookie?.value).toBe('JS');
    // max-age=31536000 (SPEC §9): the browser keeps it for a year, for the whole site.
    expect(variantCookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
    expect(variantCookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(31_536_000);
    expect(variantCookie!.path).toBe('/');
    // Another demo on the page follows.
    await openDemo(page, 'ClickCounter');
    await expect(page.locator('#ClickCounter [data-variant="JS"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.reload({ waitUntil: 'load' });
    await openDemo(page, 'ClickCounter');
    await expect.poll(() => page.locator('#ClickCounter [data-variant="JS"]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('#ClickCounter').getByRole('button', { name: 'Show code' }).click();
    const code = page.locator('#ClickCounter .demo-code pre');
    await code.waitFor();
    await expect(code.getAttribute('data-language')).resolves.toBe('jsx');
    await context.close();
  });

  it('opens the JS code of the demo named by #Name.js', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}#ClickCounter.js`, { waitUntil: 'load' });
    const code = page.locator('#ClickCounter .demo-code pre');
    await code.waitFor();
    await expect(code.getAttribute('data-language')).resolves.toBe('jsx');
    await expect(page.locator('#ClickCounter [data-variant="JS"]').getAttribute('aria-pressed')).resolves.toBe('true');
    // The hash picks the language for this visit only; nothing is written to the cookie.
    expect((await context.cookies(origin)).some((cookie) => cookie.name === 'codeVariant')).toBe(false);
    await context.close();
  });

  it('resets a stateful demo from the toolbar', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'ClickCounter');
    const counter = page.locator('#ClickCounter').getByRole('button', { name: /Clicked/ });
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicked 2 times');
    await page.locator('#ClickCounter [data-action="reset"]').click();
    await expect.poll(() => counter.textContent()).toBe('Clicked 0 times');
    await context.close();
  });

  it('moves along the toolbar with the arrow keys, Home and End', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'BasicButtons');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? document.activeElement?.textContent);
    await page.locator('#BasicButtons').getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toBe('JS');
    await page.keyboard.press('End');
    await expect(focused()).resolves.toBe('source');
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toBe('Show code');
    await page.keyboard.press('ArrowLeft');
    await expect(focused()).resolves.toBe('source');
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toBe('Show code');
    await context.close();
  });

  it('re-renders live edits and shows a syntax error without losing the last render', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'ClickCounter');
    const demo = page.locator('#ClickCounter');
    await demo.getByRole('button', { name: 'Show code' }).click();
    const editor = demo.locator('.demo-code pre');
    await editor.waitFor();
    await expect(editor.getAttribute('contenteditable')).resolves.toMatch(/plaintext-only|true/);

    // Put the caret right before "Clicked" in the label and type, as a reader would.
    const caretBefore = async (text: string, after = false): Promise<void> => {
      await editor.evaluate(
        (pre, [needle, placeAfter]) => {
          const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const index = node.textContent!.indexOf(needle as string);
            if (index === -1) continue;
            (pre as HTMLElement).focus();
            const range = document.createRange();
            range.setStart(node, placeAfter ? index + (needle as string).length : index);
            range.collapse(true);
            getSelection()!.removeAllRanges();
            getSelection()!.addRange(range);
            return;
          }
          throw new Error(`"${needle as string}" not found`);
        },
        [text, after] as const,
      );
    };
    await caretBefore('Clicked');
    await page.keyboard.type('Yes, ');
    const counter = demo.getByRole('button', { name: /Clicked/ });
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('Yes, Clicked 0 times');
    // Closing and reopening the code keeps the edit on screen and in the editor.
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(editor.textContent()).resolves.toContain('`Yes, Clicked ${count}');
    await expect(counter.textContent()).resolves.toBe('Yes, Clicked 0 times');

    // An unclosed expression in the JSX of the Reset button.
    await caretBefore('Reset', true);
    await page.keyboard.type('{{');
    const error = demo.locator('.demo-edit-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toMatch(/does not run/);
    // The last good render is still there and still works.
    await expect(counter.textContent()).resolves.toBe('Yes, Clicked 0 times');
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Yes, Clicked 1 time');

    // Reset brings back the original code and demo.
    await demo.locator('[data-action="reset"]').click();
    await expect.poll(() => counter.textContent()).toBe('Clicked 0 times');
    await expect(error.count()).resolves.toBe(0);
    await expect(editor.textContent()).resolves.not.toContain('Yes, ');

    // Code that compiles but throws while rendering: its error shows and the last good render comes back.
    await caretBefore('Reset', true);
    await page.keyboard.type('{undefined.x}');
    await error.waitFor();
    await expect(error.textContent()).resolves.toMatch(/Cannot read properties of undefined/);
    await expect.poll(() => counter.textContent()).toBe('Clicked 0 times');
    await expect(demo.locator('.demo-error').count()).resolves.toBe(0);

    // A name the original demo does not import from a module it does: the error names it.
    await demo.locator('[data-action="reset"]').click();
    await expect.poll(() => editor.textContent()).not.toContain('undefined.x');
    await caretBefore('Button', true); // the default import of '@mui/material/Button', the first Button
    await page.keyboard.type(', { buttonClasses }');
    await caretBefore('Reset', true);
    await page.keyboard.type(' {buttonClasses.root}');
    await expect.poll(() => error.textContent().catch(() => '')).toMatch(/cannot import "buttonClasses" from "@mui\/material\/Button"/);
    await expect(counter.textContent()).resolves.toBe('Clicked 0 times');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('disabled buttons', () => {
  // The server adds `disabled` to buttons the library marks disabled only once it has hydrated
  // (site/render/disabledButtons.ts); from hydration on, what the component renders must win.
  const serverTag = async (pathname: string, text: string): Promise<string> => {
    const html = await (await fetch(`${origin}${pathname}`)).text();
    return [...html.matchAll(/<button[^>]*>([^<]*)/g)].find((match) => match[1] === text)?.[0] ?? '';
  };

  it('are disabled in the server HTML and, once hydrated, as the component renders them', async () => {
    expect(await serverTag('/base-ui/react-tabs', 'Billing')).toMatch(/\sdisabled=""/);
    expect(await serverTag('/joy-ui/react-button', 'solid')).toMatch(/\sdisabled=""/);
    const context = await newContext();
    const page = await context.newPage();
    // A Base UI tab disabled with manual activation is aria-disabled only: the arrow keys reach it.
    await page.goto(`${origin}/base-ui/react-tabs`, { waitUntil: 'load' });
    await openDemo(page, 'BasicTabs');
    const billing = page.locator('#BasicTabs [role="tab"]', { hasText: 'Billing' });
    await page.waitForFunction(() => [...document.querySelectorAll('#BasicTabs [role="tab"]')].some((tab) => tab.getAttribute('aria-disabled') === 'true'));
    await expect(billing.getAttribute('disabled')).resolves.toBeNull();
    await page.locator('#BasicTabs [role="tab"]', { hasText: 'Notifications' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Billing');
    // A disabled Joy UI button renders `disabled` itself once it knows it is a <button>: it stays disabled.
    await page.goto(`${origin}/joy-ui/react-button`, { waitUntil: 'load' });
    await openDemo(page, 'DisabledButtons');
    await expect(page.locator('#DisabledButtons button', { hasText: 'solid' }).isDisabled()).resolves.toBe(true);
    await context.close();
  });
});

describe('code-styling variants', () => {
  it('switches a demo with Tailwind and CSS variants, live and in code, remembers codeStyling, and leaves other demos alone', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/base-ui/react-button`, { waitUntil: 'load' });
    await openDemo(page, 'UnstyledButton');
    const demo = page.locator('#UnstyledButton');
    await expect(demo.locator('[data-styling]').evaluateAll((nodes) => nodes.map((node) => node.textContent))).resolves.toEqual(['MUI System', 'Tailwind', 'CSS']);
    // The Tailwind twin renders styled by the build's Tailwind stylesheet: `bg-blue-600` is rgb(37, 99, 235).
    await demo.locator('[data-styling="Tailwind"]').click();
    await expect.poll(() => demo.locator('.demo-live button').first().evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(37, 99, 235)');
    await demo.locator('[data-styling="CSS"]').click();
    await expect.poll(() => demo.locator('.demo-live button').first().getAttribute('class')).toContain('invoice-button');
    expect((await context.cookies(origin)).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('CSS');
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect.poll(() => demo.locator('.demo-code pre').textContent()).toContain('.invoice-button.base--active');
    await openDemo(page, 'ClickCounter');
    await expect(page.locator('#ClickCounter [data-styling]').count()).resolves.toBe(0);
    await page.reload({ waitUntil: 'load' });
    await openDemo(page, 'UnstyledButton');
    await expect.poll(() => demo.locator('[data-styling="CSS"]').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => demo.locator('.demo-live button').first().getAttribute('class')).toContain('invoice-button');
    await context.close();
  });
});

describe('iframe demos', () => {
  it('render in a 400 px frame of their own that follows the colour scheme', async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${origin}/system/react-box`, { waitUntil: 'load' });
    await openDemo(page, 'PageLayoutBox');
    const frameElement = page.locator('#PageLayoutBox iframe.demo-frame');
    await expect(frameElement.evaluate((node) => node.getBoundingClientRect().height)).resolves.toBe(400);
    const frame = page.frameLocator('#PageLayoutBox iframe.demo-frame');
    await expect(frame.locator('header').textContent()).resolves.toBe('Mail');
    await expect(frame.locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    // Styled by the Emotion cache in the frame's own head: the header is sticky there.
    await expect(frame.locator('header').evaluate((node) => getComputedStyle(node).position)).resolves.toBe('sticky');
    await expect(page.locator('#PageLayoutBox header').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the demo toolbar on a phone', () => {
  it('keeps its controls on one row from 360 to 412 px wide', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const rows: Record<number, number> = {};
    for (const width of [360, 390, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
      rows[width] = await page.locator('.demo-toolbar').first().evaluate((toolbar) => new Set([...toolbar.children].map((control) => Math.round(control.getBoundingClientRect().top + control.getBoundingClientRect().height / 2))).size);
    }
    expect(rows).toEqual({ 360: 1, 390: 1, 412: 1 });
    await context.close();
  });
});

describe('demos on the first screen', () => {
  // The Button page's first demo, on a screen cut just below its top edge: its frame peeks in, nothing
  // in it can be used, and its code (Select's demo: 150 KB) waits until the reader moves.
  const FIRST_DEMO = '#BasicButtons';
  const demoRequests = (page: Page): string[] => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/BasicButtons[^/]*\.js$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  };
  const demoState = (page: Page): Promise<string | null> => page.locator(`${FIRST_DEMO} [data-island]`).getAttribute('data-island-state');

  it('hydrate when their content shows, and wait for the reader to move when only their frame peeks in', async () => {
    const context = await newContext();
    const measure = await context.newPage();
    await measure.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    const islandTop = await measure.locator(`${FIRST_DEMO} [data-island]`).evaluate((island) => island.getBoundingClientRect().top + window.scrollY);
    await measure.close();

    const peeking = await context.newPage();
    await peeking.setViewportSize({ width: 1400, height: Math.round(islandTop) + 20 });
    const peekingRequests = demoRequests(peeking);
    await peeking.goto(`${origin}${PAGE}`, { waitUntil: 'networkidle' });
    expect(await demoState(peeking)).not.toBe('hydrated');
    expect(peekingRequests).toEqual([]);
    await peeking.mouse.move(700, 300);
    await peeking.mouse.wheel(0, 120);
    await peeking.waitForSelector(`${FIRST_DEMO} [data-island-state="hydrated"]`);

    const shown = await context.newPage();
    await shown.setViewportSize({ width: 1400, height: Math.round(islandTop) + 160 });
    const shownRequests = demoRequests(shown);
    await shown.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await shown.waitForSelector(`${FIRST_DEMO} [data-island-state="hydrated"]`);
    expect(shownRequests.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('animations of demos off screen', () => {
  // The spinners of the Button page's loading buttons animate for ever; out of view they only cost frames.
  const spinnerStates = (page: Page): Promise<string[]> =>
    page.evaluate(() => [...document.querySelectorAll('#LoadingButtons .MuiCircularProgress-root')].flatMap((spinner) => spinner.getAnimations({ subtree: true }).map((animation) => animation.playState)));

  it('pause while the demo is off screen and run again as it comes into view', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await expect.poll(() => spinnerStates(page)).toEqual(expect.arrayContaining(['paused']));
    expect(new Set(await spinnerStates(page))).toEqual(new Set(['paused']));
    await page.locator('#LoadingButtons').scrollIntoViewIfNeeded();
    await expect.poll(async () => new Set(await spinnerStates(page))).toEqual(new Set(['running']));
    // And still again once the reader has scrolled past it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => new Set(await spinnerStates(page))).toEqual(new Set(['paused']));
    await context.close();
  });
});

describe('popups rendered in place', () => {
  it('shows a combo box listbox whole below its demo, while a demo wider than a phone still scrolls in its box', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/material-ui/react-autocomplete`, { waitUntil: 'load' });
    await openDemo(page, 'ComboBox');
    await page.locator('#ComboBox input').click();
    const fourth = page.locator('#ComboBox [role="option"]').nth(3);
    await fourth.waitFor();
    // The option is drawn where it is, below the demo's box and over its toolbar, not cut off by the box.
    const hit = await fourth.evaluate((option) => {
      const box = option.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === option;
    });
    expect(hit).toBe(true);

    // A data table is wider than a phone's demo box: the box scrolls, the page does not, and the table
    // starts at the box's inline start, so scrolling reaches all of it (centring cut off its left side).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/base-ui/react-table-pagination`, { waitUntil: 'load' });
    await openDemo(page, 'TableWithPagination');
    const live = page.locator('#TableWithPagination .demo-live');
    const sizes = await live.evaluate((box) => ({
      content: box.scrollWidth,
      box: box.clientWidth,
      overflow: getComputedStyle(box).overflowX,
      tableStart: box.querySelector('table')!.getBoundingClientRect().left - box.getBoundingClientRect().left - box.clientLeft,
      paddingStart: parseFloat(getComputedStyle(box).paddingLeft),
      page: document.documentElement.scrollWidth,
      viewport: innerWidth,
    }));
    expect(sizes.content).toBeGreaterThan(sizes.box);
    expect(sizes.overflow).toBe('auto');
    expect(sizes.tableStart).toBeGreaterThanOrEqual(sizes.paddingStart);
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    await context.close();
  });

  it('gives a demo the width of its box on a phone, as a block in an app, so its own parts scroll or wrap', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/material-ui/react-tabs`, { waitUntil: 'load' });
    await openDemo(page, 'IconPositionTabs');
    // Four tabs are wider than the box: the tab row scrolls inside the demo, the demo's box does not.
    const sizes = await page.locator('#IconPositionTabs .demo-live').evaluate((box) => {
      const scroller = box.querySelector<HTMLElement>('.MuiTabs-scroller')!;
      return { box: box.clientWidth, content: box.scrollWidth, tabs: scroller.scrollWidth, tabsVisible: scroller.clientWidth };
    });
    expect(sizes.content).toBeLessThanOrEqual(sizes.box);
    expect(sizes.tabs).toBeGreaterThan(sizes.tabsVisible);
    await context.close();
  });
});

describe('demos follow the theme', () => {
  const textColor = (page: Page, selector: string) => page.locator(selector).first().evaluate((node) => getComputedStyle(node).color);

  for (const [path, name, selector] of [
    ['/material-ui/react-button', 'BasicButtons', '#BasicButtons .MuiButton-text'],
    ['/joy-ui/react-button', 'ButtonVariants', '#ButtonVariants .MuiButton-variantPlain'],
  ] as const) {
    it(`renders ${path} #${name} in dark mode and right to left`, async () => {
      const light = await newContext();
      const lightPage = await light.newPage();
      await lightPage.goto(`${origin}${path}`, { waitUntil: 'load' });
      await openDemo(lightPage, name);
      const lightColor = await textColor(lightPage, selector);
      await light.close();

      const context = await newContext({ colorScheme: 'dark', storage: { 'docs-direction': 'rtl' } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      await openDemo(page, name);
      await expect.poll(() => textColor(page, selector)).not.toBe(lightColor);
      const buttons = page.locator(`#${name} .demo-live button`);
      await expect(buttons.first().evaluate((node) => getComputedStyle(node).direction)).resolves.toBe('rtl');
      // Right to left: the first button of the row sits to the right of the second.
      const [first, second] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
      expect(first!.x).toBeGreaterThan(second!.x);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('right-to-left demo styles', () => {
  it('mirrors a demo\'s own styles (the mirroring plugin loads only for right-to-left readers)', async () => {
    const iconMargins = (page: Page) => page.locator('#IconLabelButtons .MuiButton-startIcon').first().evaluate((node) => [getComputedStyle(node).marginLeft, getComputedStyle(node).marginRight]);
    const ltr = await newContext();
    const ltrPage = await ltr.newPage();
    await ltrPage.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(ltrPage, 'IconLabelButtons');
    const [ltrLeft, ltrRight] = await iconMargins(ltrPage);
    expect(ltrLeft).not.toBe(ltrRight);
    await ltr.close();

    const rtl = await newContext({ storage: { 'docs-direction': 'rtl' } });
    const page = await rtl.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'IconLabelButtons');
    await expect.poll(() => iconMargins(page)).toEqual([ltrRight, ltrLeft]);
    await rtl.close();
  });

  it("mirrors Joy UI's Slider, which follows `isRtl` and not the theme's direction", async () => {
    // The thumb at 40 of 100: left of the track's middle from left to right, right of it from right to left.
    const thumbSide = async (page: Page): Promise<string> => {
      const [track, thumb] = [await page.locator('#BasicSlider .MuiSlider-root').boundingBox(), await page.locator('#BasicSlider .MuiSlider-thumb').boundingBox()];
      return thumb!.x + thumb!.width / 2 < track!.x + track!.width / 2 ? 'left' : 'right';
    };
    for (const [storage, side] of [[{}, 'left'], [{ 'docs-direction': 'rtl' }, 'right']] as const) {
      const context = await newContext({ storage });
      const page = await context.newPage();
      await page.goto(`${origin}/joy-ui/react-slider`, { waitUntil: 'load' });
      await openDemo(page, 'BasicSlider');
      await expect.poll(() => thumbSide(page)).toBe(side);
      await context.close();
    }
  });
});

describe('exporting a demo to an online editor', () => {
  it('posts the demo as shown to StackBlitz in a tab opened by the click', async () => {
    const context = await newContext();
    let posted = '';
    // StackBlitz stands in here: the test receives the form post instead of the real service.
    await context.route('https://stackblitz.com/**', async (route) => {
      posted = route.request().postData() ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Fake StackBlitz</title>' });
    });
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'BasicButtons');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('#BasicButtons [data-action="stackblitz"]').click()]);
    await tab.waitForURL(/^https:\/\/stackblitz\.com\/run\?file=src%2FBasicButtons\.tsx$/);
    const fields = new URLSearchParams(posted);
    expect(fields.get('project[template]')).toBe('create-react-app');
    expect(fields.get('project[files][src/BasicButtons.tsx]')).toContain("import Button from '@mui/material/Button';");
    expect(JSON.parse(fields.get('project[dependencies]') ?? '{}')).toHaveProperty('@mui/material');
    await context.close();
  });

  it('defines a CodeSandbox and sends the tab to it; a failing service only closes the tab', async () => {
    const context = await newContext();
    let defined: { files?: Record<string, { content: string }> } = {};
    await context.route('https://codesandbox.io/api/v1/sandboxes/define**', async (route) => {
      defined = JSON.parse(route.request().postData() ?? '{}') as typeof defined;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ sandbox_id: 'fake42' }), headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await context.route('https://codesandbox.io/s/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Fake CodeSandbox</title>' }));
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await openDemo(page, 'BasicButtons');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('#BasicButtons [data-action="codesandbox"]').click()]);
    await tab.waitForURL('https://codesandbox.io/s/fake42?file=/src/BasicButtons.tsx');
    expect(defined.files?.['src/BasicButtons.tsx']?.content).toContain("import Button from '@mui/material/Button';");

    await context.unroute('https://codesandbox.io/api/v1/sandboxes/define**');
    await context.route('https://codesandbox.io/api/v1/sandboxes/define**', (route) => route.fulfill({ status: 503, body: 'down' }));
    const [failed] = await Promise.all([context.waitForEvent('page'), page.locator('#BasicButtons [data-action="codesandbox"]').click()]);
    await failed.waitForEvent('close');
    await context.close();
  });
});
