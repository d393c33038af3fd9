import { t } from '../i18n/t';
import type { ApiType } from './types';
import type { ApiRowView, ApiTableView } from './view';

function TypeText({ type }: { type: ApiType }) {
  if (!type.full) return <code>{type.short}</code>;
  return (
    <details className="api-type-details">
      <summary>
        <code>{type.short}</code>
        <span className="visually-hidden"> {t('api.showFullType')}</span>
      </summary>
      <code className="api-type-full">{type.full}</code>
    </details>
  );
}

function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Deprecated({ html }: { html: string }) {
  return (
    <div className="api-deprecated">
      <strong className="api-chip">{t('api.deprecated')}</strong>
      {html ? <Html html={html} /> : null}
    </div>
  );
}

function NameCell({ row, columns }: { row: ApiRowView; columns: ApiTableView['columns'] }) {
  return (
    <div className="api-cell api-name">
      <a className="api-anchor" href={`#${row.id}`}>
        <code>{row.label ?? row.name}</code>
      </a>
      {row.required ? (
        <abbr className="api-required" title={t('api.required')}>
          *
        </abbr>
      ) : null}
      {row.deprecatedHtml !== undefined && columns !== 'classes' ? <span className="api-chip">{t('api.deprecated')}</span> : null}
      <button type="button" className="api-row-toggle" aria-expanded="false" aria-controls={`${row.id}-details`} aria-label={t('api.toggleRow', { name: row.name })} />
    </div>
  );
}

/** One prop, slot or class. Its id and `data-search` are the anchor and search contract. */
function Row({ row, columns }: { row: ApiRowView; columns: ApiTableView['columns'] }) {
  return (
    <div className="api-row" id={row.id} data-search={row.name}>
      <NameCell row={row} columns={columns} />
      <div className="api-details" id={`${row.id}-details`}>
        {columns === 'props' ? (
          <>
            <div className="api-cell api-type" data-label={t('api.type')}>
              {row.type ? <TypeText type={row.type} /> : null}
            </div>
            <div className="api-cell api-default" data-label={t('api.default')}>
              {row.default !== undefined ? <code>{row.default}</code> : <span aria-hidden="true">—</span>}
            </div>
          </>
        ) : null}
        {columns === 'slots' ? (
          <div className="api-cell api-default" data-label={t('api.defaultElement')}>
            {row.default !== undefined ? <code>{row.default}</code> : <span aria-hidden="true">—</span>}
          </div>
        ) : null}
        {columns === 'parts' || columns === 'moved' || columns === 'icons' ? (
          <div className="api-cell api-default" data-label={t(columns === 'parts' ? 'api.className' : columns === 'moved' ? 'api.movedTo' : 'api.import')}>
            {row.default !== undefined ? <code>{row.default}</code> : <span aria-hidden="true">—</span>}
          </div>
        ) : null}
        {columns === 'classes' ? (
          <div className="api-cell api-default" data-label={t('api.ruleName')}>
            <code>{row.name}</code>
          </div>
        ) : null}
        {columns === 'icons' ? null : (
          <div className="api-cell api-description">
            <Html html={row.descriptionHtml} />
            {row.deprecatedHtml !== undefined ? <Deprecated html={row.deprecatedHtml} /> : null}
          </div>
        )}
      </div>
    </div>
  );
}

const HEADINGS: Record<ApiTableView['columns'], readonly string[]> = {
  props: ['api.name', 'api.type', 'api.default', 'api.description'],
  slots: ['api.slotName', 'api.defaultElement', 'api.description'],
  classes: ['api.className', 'api.ruleName', 'api.description'],
  parts: ['api.partName', 'api.className', 'api.description'],
  moved: ['api.component', 'api.movedTo', 'api.description'],
  icons: ['api.icon', 'api.import'],
};

/** The rows of one section; CSS lays them out as a table or a list according to `<html data-api-*>`. */
export function ApiRows({ table }: { table: ApiTableView }) {
  return (
    <div className="api-rows" data-api-section={table.layout} data-columns={table.columns}>
      <div className="api-row api-row-head" aria-hidden="true">
        {HEADINGS[table.columns].map((key) => (
          <span key={key} className="api-cell">
            {t(key)}
          </span>
        ))}
      </div>
      {table.rows.map((row) => (
        <Row key={row.id} row={row} columns={table.columns} />
      ))}
    </div>
  );
}
