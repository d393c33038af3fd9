import { t } from '../i18n/t';

/**
 * "Copy page" at the top of a doc page's header: copies the page's Markdown rendering. The button takes
 * its space from the start but stays invisible until runtime/copyPage.ts wires it (it cannot work
 * without script), so nothing moves when it appears. The link works without script.
 */
export function CopyPageButton({ markdownPath }: { markdownPath: string }) {
  return (
    <div className="copy-page">
      <button type="button" className="copy-page-button" data-copy-page={markdownPath} >
        <span className="copy-page-label">{t('special.copyPage.copy')}</span>
        {/* The name starts with the visible words: "Copy page as Markdown", then "Copied as Markdown". */}
        <span className="visually-hidden">{t('special.copyPage.format')}</span>
      </button>
      <a className="copy-page-link" href={markdownPath} type="text/markdown">
        {t('special.copyPage.viewMarkdown')}
      </a>
    </div>
  );
}
