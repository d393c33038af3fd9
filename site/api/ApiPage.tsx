import { Fragment, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { ApiRows } from './ApiRows';
import { LayoutSwitch } from './LayoutSwitch';
import { layoutScript } from './layoutScript';
import { emptyTableNote, entryNotes, type NoteFormat } from './notes';
import { HashedScript } from '../render/HashedScript';
import type { ApiEntryView, ApiPageView, ApiTableView } from './view';

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag id={id}>{children}</Tag>;
}

// How the page writes the pieces of a note (site/api/notes.ts decides which notes there are).
const HTML_NOTE: NoteFormat<ReactNode> = {
  text: (text) => text,
  code: (name, href) =>
    href ? (
      <a href={href}>
        <code>{name}</code>
      </a>
    ) : (
      <code>{name}</code>
    ),
  element: (name) => name,
};

function DemoLinks({ links }: { links: readonly ApiEntryView['demos'][number][] }) {
  return (
    <ul>
      {links.map((demo) => (
        <li key={demo.href}>
          <a href={demo.href}>{demo.title}</a>
        </li>
      ))}
    </ul>
  );
}

function Parts({ parts }: { parts: ReactNode[] }) {
  // A note of plain text is one text node; separate strings would get comment separators from React.
  if (parts.every((part) => typeof part === 'string')) return <>{parts.join('')}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

function Notes({ entry }: { entry: ApiEntryView }) {
  const notes = entryNotes(entry, HTML_NOTE);
  if (notes.length === 0) return null;
  return (
    <ul className="api-notes">
      {notes.map((note, index) => (
        <li key={index}>
          <Parts parts={note} />
        </li>
      ))}
    </ul>
  );
}

function Table({ table, level, empty }: { table: ApiTableView; level: 2 | 3; empty: ReactNode }) {
  return (
    <section className="api-section">
      <div className="api-section-head">
        <Heading level={level} id={table.id}>
          {table.title}
        </Heading>
        {table.rows.length > 0 ? <LayoutSwitch section={table.layout} title={table.title} /> : null}
      </div>
      {table.rows.length > 0 ? <ApiRows table={table} /> : <p>{empty}</p>}
    </section>
  );
}

function Entry({ entry }: { entry: ApiEntryView }) {
  const level = entry.id ? 3 : 2;
  return (
    <>
      {entry.id ? (
        <Heading level={2} id={entry.id}>
          <code>{entry.name}</code>
        </Heading>
      ) : null}
      {entry.descriptionHtml ? <div className="api-description" dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} /> : null}
      {entry.deprecatedHtml !== undefined ? (
        <div className="api-deprecated">
          <strong className="api-chip">{t('api.deprecated')}</strong>
          <div dangerouslySetInnerHTML={{ __html: entry.deprecatedHtml }} />
        </div>
      ) : null}
      <Heading level={level} id={`${entry.sectionPrefix}demos`}>
        {t('api.demos')}
      </Heading>
      {entry.demos.length > 0 ? <DemoLinks links={entry.demos} /> : <p>{t('api.noDemos')}</p>}
      {entry.moreDemos.length > 0 ? (
        <details className="api-more-demos">
          <summary>{t('api.moreDemos', { count: entry.moreDemos.length })}</summary>
          <DemoLinks links={entry.moreDemos} />
        </details>
      ) : null}
      <Heading level={level} id={`${entry.sectionPrefix}import`}>
        {t('api.import')}
      </Heading>
      {/* Focusable: on a phone the import lines scroll sideways, and the keyboard must reach them. */}
      <pre className="api-import" tabIndex={0}>
        <code>{entry.imports.join('\n')}</code>
      </pre>
      <Notes entry={entry} />
      {entry.tables.map((table) => (
        <Table key={table.id} table={table} level={level} empty={<Parts parts={emptyTableNote(table, entry, HTML_NOTE)} />} />
      ))}
    </>
  );
}

/** The body of an API page: a layout script, then each documented export's sections. */
export function ApiPage({ view }: { view: ApiPageView }) {
  return (
    <div className="api-page">
      <HashedScript code={layoutScript()} />
      {view.listing ? (
        <>
          <div className="api-description" dangerouslySetInnerHTML={{ __html: view.listing.introHtml }} />
          <Table table={view.listing.table} level={2} empty={null} />
        </>
      ) : null}
      {view.entries.map((entry) => (
        <Entry key={entry.name} entry={entry} />
      ))}
    </div>
  );
}
