// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachCopyButtons, setupCodeCopy } from '../../runtime/copyCode';

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  document.body.innerHTML = `<main class="markdown-body">
    <div class="code-block" id="prose"><pre tabindex="0"><code>npm install @mui/material</code></pre></div>
    <section class="demo"><div class="code-block" id="demo"><pre><code>demo code</code></pre></div></section>
  </main>`;
});

afterEach(() => {
  vi.useRealTimers();
});

const button = () => document.querySelector<HTMLButtonElement>('#prose .code-copy')!;

describe('copy buttons of code blocks in prose', () => {
  it('adds one button per prose block, none to demo code, and none twice', () => {
    attachCopyButtons();
    attachCopyButtons();
    expect(document.querySelectorAll('#prose .code-copy')).toHaveLength(1);
    expect(document.querySelector('#demo .code-copy')).toBeNull();
    expect(button().getAttribute('aria-label')).toBe('Copy the code');
    expect(button().querySelector('.code-copy-label')!.textContent).toBe('Copy');
  });

  it('copies the code, says Copied with data-copied, and reverts after 2000 ms', async () => {
    attachCopyButtons();
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
    expect(button().dataset.copied).toBe('true');
    expect(button().querySelector('.code-copy-label')!.textContent).toBe('Copied');
    await vi.advanceTimersByTimeAsync(1999);
    expect(button().dataset.copied).toBe('true');
    await vi.advanceTimersByTimeAsync(1);
    expect(button().dataset.copied).toBe('false');
    expect(button().querySelector('.code-copy-label')!.textContent).toBe('Copy');
  });

  it('swallows a failed copy and keeps saying Copy', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    attachCopyButtons();
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(button().dataset.copied).toBe('false');
  });

  it('copies the focused block with Ctrl+C when nothing is selected', async () => {
    setupCodeCopy();
    document.querySelector<HTMLElement>('#prose pre')!.focus();
    const event = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
    expect(event.defaultPrevented).toBe(true);
    expect(button().dataset.copied).toBe('true');
  });

  it('leaves Ctrl+C to the browser when text is selected', async () => {
    setupCodeCopy();
    document.querySelector<HTMLElement>('#prose pre')!.focus();
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('#prose code')!);
    window.getSelection()!.addRange(range);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).not.toHaveBeenCalled();
    window.getSelection()!.removeAllRanges();
  });
});
