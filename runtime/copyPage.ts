// The "Copy page" button: fetches the page's Markdown rendering and copies it (failures are swallowed, SPEC §8).
import { COPIED_MS_COMPONENT } from '../site/copy/constants';
import { CopyFeedback, writeClipboard, type FeedbackTimers } from '../site/copy/feedback';
import { t } from '../site/i18n/t';

/** Wires the page's "Copy page" button, if any; `fetchText` and `timers` are injectable for tests. */
export function setupCopyPage(doc: Document = document, fetchText: (url: string) => Promise<string> = (url) => fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status))))), timers?: FeedbackTimers): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-copy-page]');
  const url = button?.dataset.copyPage;
  if (!button || !url) return;
  const label = button.querySelector('.copy-page-label')!;
  const feedback = new CopyFeedback(
    COPIED_MS_COMPONENT,
    (copied) => {
      button.dataset.copied = String(copied);
      label.textContent = copied ? t('special.copyPage.copied') : t('special.copyPage.copy');
    },
    timers,
  );
  // Fetched once, as soon as the reader shows interest, so the click copies without waiting.
  let markdown: Promise<string> | null = null;
  const load = (): Promise<string> => (markdown ??= fetchText(url).catch((error: unknown) => {
    markdown = null;
    throw error;
  }));
  button.addEventListener('pointerenter', () => void load().catch(() => {}), { once: true });
  button.addEventListener('click', () => {
    void load()
      .then(writeClipboard)
      .then((ok) => {
        if (ok) feedback.markCopied();
      }, () => {});
  });
  button.dataset.ready = 'true';
}
