import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { ApiRows } from './ApiRows';
import { LayoutSwitch } from './LayoutSwitch';
import { layoutScript } from './layoutScript';
import type { ApiEntryView, ApiPageView, ApiTableView } from './view';

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag id={id}>{children}</Tag>;
}

function Notes({ entry }: { entry: ApiEntryView }) {
  const notes: ReactNode[] = [];
  if (entry.inherits) {
    if (entry.inherits.isElement) {
      notes.push(t('api.inheritsElement', { element: `<${entry.inherits.name}>` }));
    } else {
      const [before, after] = t('api.inheritsComponent', { link: '\u0000' }).split('\u0000');
      notes.push(
        <>
          {before}
          {entry.inherits.href ? (
            <a href={entry.inherits.href}>
              <code>{entry.inherits.name}</code>
            </a>
          ) : (
            <code>{entry.inherits.name}</code>
          )}
          {after}
        </>,
      );
    }
  }
  if (entry.systemProps) notes.push(t('api.systemProps', { examples: 'm, p, display' }));
  if (entry.ref !== undefined) {
    notes.push(entry.ref === null ? t('api.refNotForwarded') : entry.ref ? t('api.refForwarded', { target: entry.ref }) : t('api.refForwardedUnnamed'));
  }
  if (entry.themeName) {
    const [before, after] = t('api.themeName', { name: '\u0000' }).split('\u0000');
    notes.push(
      <>
        {before}
        <code>{entry.themeName}</code>
        {after}
      </>,
    );
  }
  if (notes.length === 0) return null;
  return (
    <ul className="api-notes">
      {notes.map((note, index) => (
        <li key={index}>{note}</li>
      ))}
    </ul>
  );
}

function emptyText(table: ApiTableView, entry: ApiEntryView): ReactNode {
  if (table.id.endsWith('return-value')) {
    const [before, after] = t('api.returnType', { type: '\u0000' }).split('\u0000');
    return (
      <>
        {before}
        <code>{entry.returnType?.full ?? entry.returnType?.short ?? 'void'}</code>
        {after}
      </>
    );
  }
  return table.id.endsWith('parameters') ? t('api.noParameters') : t('api.noProps');
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
      {entry.demos.length > 0 ? (
        <ul>
          {entry.demos.map((demo) => (
            <li key={demo.href}>
              <a href={demo.href}>{demo.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('api.noDemos')}</p>
      )}
      <Heading level={level} id={`${entry.sectionPrefix}import`}>
        {t('api.import')}
      </Heading>
      <pre className="api-import">
        <code>{entry.imports.join('\n')}</code>
      </pre>
      <Notes entry={entry} />
      {entry.tables.map((table) => (
        <Table key={table.id} table={table} level={level} empty={emptyText(table, entry)} />
      ))}
    </>
  );
}

/** The body of an API page: a layout script, then each documented export's sections. */
export function ApiPage({ view }: { view: ApiPageView }) {
  return (
    <div className="api-page">
      <script dangerouslySetInnerHTML={{ __html: layoutScript() }} />
      {view.entries.map((entry) => (
        <Entry key={entry.name} entry={entry} />
      ))}
    </div>
  );
}
