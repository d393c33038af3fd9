import { t } from '../i18n/t';
import { getProduct } from '../products';
import { useSiteData } from '../siteData/SiteDataContext';
import type { DeprecatedApiGroup, DeprecatedApiRow } from '../siteData/types';

const KIND_LABEL: Record<DeprecatedApiRow['kind'], string> = {
  component: 'special.deprecatedApis.component',
  prop: 'special.deprecatedApis.prop',
  class: 'special.deprecatedApis.class',
};

function Row({ row }: { row: DeprecatedApiRow }) {
  const name = <code>{row.kind === 'class' ? `.${row.name}` : row.name}</code>;
  return (
    <tr data-deprecated-kind={row.kind}>
      <td>{row.href ? <a href={row.href}>{name}</a> : name}</td>
      <td>{t(KIND_LABEL[row.kind])}</td>
      {/* The message is JSDoc Markdown rendered by build/api/markdown.ts, which escapes everything else. */}
      {row.messageHtml ? (
        <td className="deprecated-apis-message" dangerouslySetInnerHTML={{ __html: row.messageHtml }} />
      ) : (
        <td className="deprecated-apis-message">{t('special.deprecatedApis.noMessage')}</td>
      )}
    </tr>
  );
}

function Group({ group }: { group: DeprecatedApiGroup }) {
  return (
    <tbody data-deprecated-component={group.component}>
      <tr>
        <th scope="rowgroup" colSpan={3} className="deprecated-apis-component">
          {group.href ? <a href={group.href}>{group.component}</a> : group.component}
          {group.importPath ? (
            <>
              {' '}
              <code>{group.importPath}</code>
            </>
          ) : null}
        </th>
      </tr>
      {group.rows.map((row) => (
        <Row key={`${row.kind}:${row.name}`} row={row} />
      ))}
    </tbody>
  );
}

/**
 * Every `@deprecated` component, prop and CSS class of the installed @mui/material, grouped by component,
 * with the replacement its message names: computed from the API model at build time (site data).
 */
export function DeprecatedApis() {
  const groups = useSiteData().deprecatedApis;
  if (groups.length === 0) return <p>{t('special.deprecatedApis.none')}</p>;
  const rows = groups.reduce((sum, group) => sum + group.rows.length, 0);
  return (
    <>
      <p>{t('special.deprecatedApis.summary', { rows: String(rows), components: String(groups.length), version: getProduct('material-ui').version ?? '' })}</p>
      <div className="table-scroll deprecated-apis" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('special.deprecatedApis.api')}</th>
              <th scope="col">{t('special.deprecatedApis.kind')}</th>
              <th scope="col">{t('special.deprecatedApis.message')}</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <Group key={group.component} group={group} />
          ))}
        </table>
      </div>
    </>
  );
}
