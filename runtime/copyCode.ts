// Copy buttons for code blocks in prose (SPEC §4, REFERENCE.md "Copy"): added by script, since a copy
// button cannot work without it. Demo toolbars have their own copy button (site/demos/DemoToolbar.tsx).
import { COPIED_MS_CODE_BLOCK } from '../site/copy/constants';
import { CopyFeedback, writeClipboard } from '../site/copy/feedback';
import { t } from '../site/i18n/t';

const BLOCK_SELECTOR = '.code-block';

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

function codeOf(block: Element): string {
  return block.querySelector('pre')?.textContent ?? '';
}

function setLabel(button: HTMLButtonElement, copied: boolean): void {
  button.dataset.copied = String(copied);
  button.querySelector('.code-copy-label')!.textContent = copied ? t('demos.copied') : t('demos.copy');
}

// Each block remembers its feedback so Ctrl+C and the button share one "Copied" state.
const feedbacks = new WeakMap<Element, CopyFeedback>();

async function copyBlock(block: Element): Promise<void> {
  const ok = await writeClipboard(codeOf(block));
  if (ok) feedbacks.get(block)?.markCopied();
}

function addButton(block: HTMLElement): void {
  if (block.querySelector(':scope > .code-copy')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-copy';
  button.setAttribute('aria-label', t('demos.copyCode'));
  const label = document.createElement('span');
  label.className = 'code-copy-label';
  const hint = document.createElement('span');
  hint.className = 'code-copy-hint';
  hint.textContent = t('demos.copyHint', { keys: isMac() ? '⌘C' : 'Ctrl+C' });
  button.append(label, hint);
  setLabel(button, false);
  feedbacks.set(block, new CopyFeedback(COPIED_MS_CODE_BLOCK, (copied) => setLabel(button, copied)));
  button.addEventListener('click', () => void copyBlock(block));
  block.append(button);
}

/** Adds a copy button to every prose code block under `root` that has none yet (safe to call again). */
export function attachCopyButtons(root: ParentNode = document): void {
  // Demo code views copy through their toolbar: prose blocks only.
  for (const block of root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)) if (!block.closest('.demo')) addButton(block);
}

// The block the keyboard shortcut applies to: the one focused, else the one under the pointer.
function targetBlock(): Element | null {
  const focused = document.activeElement?.closest(BLOCK_SELECTOR);
  if (focused && feedbacks.has(focused)) return focused;
  const hovered = [...document.querySelectorAll(`${BLOCK_SELECTOR}:hover`)].pop();
  return hovered && feedbacks.has(hovered) ? hovered : null;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  // A selection means the reader is copying something specific: leave the browser's copy alone.
  if ((window.getSelection()?.toString() ?? '') !== '') return;
  const block = targetBlock();
  if (!block) return;
  event.preventDefault();
  void copyBlock(block);
}

let lastPath: string | null = null;

/**
 * Sets up copy buttons and the Ctrl/⌘+C shortcut; buttons are attached again whenever the page path
 * changes (SPEC §2), e.g. after a client-side navigation announced with `popstate`.
 */
export function setupCodeCopy(): void {
  lastPath = location.pathname;
  attachCopyButtons();
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('popstate', () => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    attachCopyButtons();
  });
}
