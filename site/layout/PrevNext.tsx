import type { PageLink } from '../render/types';

/** Links to the previous and next pages in navigation order, at the foot of a page. */
export function PrevNext({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {prev ? (
        <a className="prev-next-link prev" href={prev.pathname} rel="prev">
          <span className="prev-next-label">Previous</span>
          <span className="prev-next-title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="prev-next-link next" href={next.pathname} rel="next">
          <span className="prev-next-label">Next</span>
          <span className="prev-next-title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
