// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupCodeTabs } from '../../runtime/codeTabs';
import { setupCopyPage } from '../../runtime/copyPage';
import { setupNotFound } from '../../runtime/notFound';
import { setupProductionError } from '../../runtime/productionError';
import { COPIED_MS_COMPONENT } from '../../site/copy/constants';

const decoderHtml = `
<div data-production-error="">
  <script type="application/json" id="production-error-codes">{"9":"MUI: Unsupported \`%s\` color.","11":"A%sB%sC"}</script>
  <section data-error-result="" hidden><p class="production-error-heading">MUI error <code data-error-code=""></code></p><p data-error-message=""></p></section>
  <p data-error-unknown="" hidden>Unknown: <code data-error-unknown-code=""></code></p>
  <div data-error-explanation="">What this page is for.</div>
</div>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('production-error page', () => {
  it('shows the message with arguments as text, hiding the explanation', () => {
    document.body.innerHTML = decoderHtml;
    setupProductionError(document, '?code=11&args[]=x');
    const message = document.querySelector('[data-error-message]')!;
    expect(message.textContent).toBe('AxB[missing argument]C');
    expect(document.querySelector<HTMLElement>('[data-error-result]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-error-explanation]')!.hidden).toBe(true);
    expect(document.querySelector('[data-error-code]')!.textContent).toBe('11');
    expect(document.querySelector<HTMLElement>('[data-production-error]')!.dataset.decoded).toBe('message');
  });

  it.each(['<script>window.__pwned = 1</script>', '"><img src=x onerror="window.__pwned = 1">', 'javascript:window.__pwned=1'])('renders %s as text, creating no element', (payload) => {
    document.body.innerHTML = decoderHtml;
    setupProductionError(document, `?code=9&args[]=${encodeURIComponent(payload)}`);
    const message = document.querySelector('[data-error-message]')!;
    expect(message.textContent).toBe(`MUI: Unsupported \`${payload}\` color.`);
    expect(message.querySelectorAll('script, img, a')).toHaveLength(0);
    expect(message.querySelector('code')!.textContent).toBe(payload);
  });

  it('explains the page and names an unknown code as text', () => {
    document.body.innerHTML = decoderHtml;
    setupProductionError(document, '?code=%3Cimg%20src%3Dx%3E');
    expect(document.querySelector<HTMLElement>('[data-error-unknown]')!.hidden).toBe(false);
    expect(document.querySelector('[data-error-unknown-code]')!.textContent).toBe('<img src=x>');
    expect(document.querySelector('[data-error-unknown] img')).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-error-explanation]')!.hidden).toBe(false);
  });

  it('leaves the explanation alone without a code', () => {
    document.body.innerHTML = decoderHtml;
    setupProductionError(document, '');
    expect(document.querySelector<HTMLElement>('[data-error-result]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-error-unknown]')!.hidden).toBe(true);
  });
});

describe('404 suggestions', () => {
  const html = `<section data-not-found="" hidden><script type="application/json" id="not-found-routes">[["/material-ui/react-button","Button","material-ui"],["/versions","Versions","docs"]]</script><ul data-not-found-list=""></ul></section><p data-not-found-search="" hidden><button type="button">Search</button></p>`;

  it('lists the closest pages as links and shows the section', () => {
    document.body.innerHTML = html;
    setupNotFound(document, '/material-ui/react-buton');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-not-found-list] a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([['/material-ui/react-button/', 'Button']]);
    expect(document.querySelector<HTMLElement>('[data-not-found]')!.hidden).toBe(false);
  });

  it('keeps the section hidden when nothing is close, and search hidden without the app bar search', () => {
    document.body.innerHTML = html;
    setupNotFound(document, '/qqqqqqqqqqqqq');
    expect(document.querySelector<HTMLElement>('[data-not-found]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-not-found-search]')!.hidden).toBe(true);
  });

  it('opens the app bar search from its own button', () => {
    document.body.innerHTML = `${html}<button class="search-button">Search…</button>`;
    const opened = vi.fn();
    document.querySelector('.search-button')!.addEventListener('click', opened);
    setupNotFound(document, '/versoins');
    expect(document.querySelector<HTMLElement>('[data-not-found-search]')!.hidden).toBe(false);
    document.querySelector<HTMLButtonElement>('[data-not-found-search] button')!.click();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('Copy page', () => {
  it('copies the Markdown rendering, says Copied, then reverts', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button data-copy-page="/page.md"><span class="copy-page-label">Copy page</span></button>';
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchText = vi.fn(async () => '# Page\n');
    setupCopyPage(document, fetchText);
    const button = document.querySelector<HTMLButtonElement>('[data-copy-page]')!;
    expect(button.dataset.ready).toBe('true');
    button.click();
    await vi.waitFor(() => expect(button.dataset.copied).toBe('true'));
    expect(fetchText).toHaveBeenCalledWith('/page.md');
    expect(writeText).toHaveBeenCalledWith('# Page\n');
    expect(button.textContent).toBe('Copied');
    vi.advanceTimersByTime(COPIED_MS_COMPONENT);
    expect(button.textContent).toBe('Copy page');
  });

  it('swallows a failed fetch and tries again on the next click', async () => {
    document.body.innerHTML = '<button data-copy-page="/page.md"><span class="copy-page-label">Copy page</span></button>';
    const fetchText = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('# Page');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
    setupCopyPage(document, fetchText);
    const button = document.querySelector<HTMLButtonElement>('[data-copy-page]')!;
    button.click();
    await vi.waitFor(() => expect(fetchText).toHaveBeenCalledTimes(1));
    expect(button.dataset.copied).toBeUndefined();
    button.click();
    await vi.waitFor(() => expect(button.dataset.copied).toBe('true'));
  });
});

describe('code tabs', () => {
  it('shows one panel at a time and moves with the arrow keys', () => {
    document.body.innerHTML = `<div data-code-tabs=""><div role="tablist" hidden>
      <button role="tab" id="t0" aria-controls="p0" aria-selected="true">npm</button><button role="tab" id="t1" aria-controls="p1" aria-selected="false">pnpm</button></div>
      <div role="tabpanel" id="p0">npm i</div><div role="tabpanel" id="p1">pnpm add</div></div>`;
    setupCodeTabs(document);
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panel = (id: string) => document.getElementById(id)!;
    expect(document.querySelector<HTMLElement>('[role="tablist"]')!.hidden).toBe(false);
    expect([panel('p0').hidden, panel('p1').hidden]).toEqual([false, true]);
    second!.click();
    expect([panel('p0').hidden, panel('p1').hidden]).toEqual([true, false]);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    document.querySelector('[role="tablist"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(first);
  });
});
