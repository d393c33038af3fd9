import type { PageLink } from '../render/types';
import { t } from '../i18n/t';

/** Links to the previous and next pages in navigation order, at the foot of a page. */
export function PrevNext({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label={t('shell.previousAndNext')}>
      {prev ? (
        <a className="prev-next-link prev" href={prev.pathname} rel="prev">
          <span className="prev-next-label">{t('shell.previous')}</span>
          <span className="prev-next-title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="prev-next-link next" href={next.pathname} rel="next">
          <span className="prev-next-label">{t('shell.next')}</span>
          <span className="prev-next-title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
