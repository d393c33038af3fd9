import type { NavPage } from '../nav/types';
import { ancestorsOf, isGroup, navTitle } from '../nav/tree';
import { FlagChips } from './FlagChips';
import { t } from '../i18n/t';

interface NavContext {
  activePathname: string;
  openGroups: ReadonlySet<string>;
}

function Leaf({ page, context }: { page: NavPage; context: NavContext }) {
  const title = navTitle(page);
  // A link into another product of this site (Material UI's Data Grid entry) stays in the tab.
  if (page.link?.startsWith('/')) {
    return (
      <a className="nav-link" href={page.link}>
        {title}
      </a>
    );
  }
  if (page.link) {
    return (
      <a className="nav-link" href={page.link} target="_blank" rel="noopener">
        {title}
        {/* The arrow is decoration; the words are for screen readers (aria-label on a role-less span is not announced). */}
        <span className="nav-external" aria-hidden="true">↗</span>
        <span className="visually-hidden">{t('shell.opensInNewTab')}</span>
      </a>
    );
  }
  if (page.planned) {
    return (
      <span className="nav-link nav-planned">
        {title}
        <FlagChips flags={page} />
      </span>
    );
  }
  const active = page.pathname === context.activePathname;
  return (
    <a className="nav-link" href={page.pathname} aria-current={active ? 'page' : undefined}>
      {title}
      <FlagChips flags={page} />
    </a>
  );
}

function Entries({ pages, context, depth }: { pages: readonly NavPage[]; context: NavContext; depth: number }) {
  return (
    <ul className="nav-list" data-depth={depth}>
      {pages.map((page) => (
        <li key={page.pathname}>
          {isGroup(page) ? <Group page={page} context={context} depth={depth} /> : <Leaf page={page} context={context} />}
        </li>
      ))}
    </ul>
  );
}

// Subheader groups are headings inside an open section; other groups collapse with <details>, no script needed.
function Group({ page, context, depth }: { page: NavPage; context: NavContext; depth: number }) {
  const children = page.children ?? [];
  if (page.subheader && depth > 0) {
    return (
      <div className="nav-subheader">
        <span className="nav-subheader-label">
          {page.subheader}
          <FlagChips flags={page} />
        </span>
        <Entries pages={children} context={context} depth={depth + 1} />
      </div>
    );
  }
  return (
    <details className="nav-group" open={context.openGroups.has(page.pathname)}>
      <summary>
        {navTitle(page)}
        <FlagChips flags={page} />
      </summary>
      <Entries pages={children} context={context} depth={depth + 1} />
    </details>
  );
}

/** The product's navigation: the active page marked, its groups open, static HTML only. */
export function NavDrawer({ nav, activePathname, label }: { nav: readonly NavPage[]; activePathname: string; label: string }) {
  const openGroups = new Set(ancestorsOf(nav, activePathname).map((group) => group.pathname));
  return (
    <nav className="nav-drawer" id="nav-drawer" aria-label={label}>
      <Entries pages={nav} context={{ activePathname, openGroups }} depth={0} />
    </nav>
  );
}
