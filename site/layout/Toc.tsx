import type { TocEntry } from '../render/types';
import { t } from '../i18n/t';

interface TocNode {
  entry: TocEntry;
  children: TocEntry[];
}

function nest(entries: readonly TocEntry[]): TocNode[] {
  const nodes: TocNode[] = [];
  for (const entry of entries) {
    const parent = nodes[nodes.length - 1];
    if (entry.depth === 3 && parent) parent.children.push(entry);
    else nodes.push({ entry, children: [] });
  }
  return nodes;
}

/** "Contents": the page's h2 and h3 headings; `runtime/toc.ts` highlights the one being read. */
export function Toc({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length === 0) return <aside className="toc" aria-hidden="true" />;
  return (
    <aside className="toc">
      <nav aria-labelledby="toc-title">
        <p className="toc-title" id="toc-title">
          {t('shell.contents')}
        </p>
        <ul>
          {nest(entries).map(({ entry, children }) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} data-toc-link={entry.id}>
                {entry.text}
              </a>
              {children.length > 0 ? (
                <ul>
                  {children.map((child) => (
                    <li key={child.id}>
                      <a href={`#${child.id}`} data-toc-link={child.id}>
                        {child.text}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
