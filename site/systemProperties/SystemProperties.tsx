import { useSiteData } from '../siteData/SiteDataContext';
import { rowSearchText, SYSTEM_GROUPS, systemPropertyRows, type SystemPropertyRow } from './properties';

// The filter is runtime/allComponents.ts, which wires any `[data-all-components]` block by these data
// attributes: `[data-filter]` box, `[data-component-card]` items with `data-search`, `[data-component-group]`.
const FILTER_ID = 'system-properties-filter';
const rowId = (prop: string): string => `property-${prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
const groupTitle = (group: string): string => group[0]!.toUpperCase() + group.slice(1);

function CssCell({ row }: { row: SystemPropertyRow }) {
  if (row.css.length === 0) return <>The variant&apos;s styles</>;
  const names = row.css.map((name, index) => (
    <span key={name}>
      {index > 0 ? ', ' : null}
      <code>{name}</code>
    </span>
  ));
  return row.atRule ? (
    <>
      {names} inside <code>{row.atRule}</code>
    </>
  ) : (
    <>{names}</>
  );
}

/**
 * `<SystemProperties />` in MDX: every key of @mui/system's default sx config as a table grouped by style
 * function, with its CSS properties, theme key and values, computed from the package when the page renders.
 */
export function SystemProperties() {
  const { routes } = useSiteData();
  const existing = new Set(routes.map((route) => route.pathname));
  const rows = systemPropertyRows();
  return (
    <div data-all-components="" data-count-template="{count} of {total} properties match" data-none-template="No property matches “{query}”." data-total={rows.length}>
      <div className="all-components-filter" data-filter="" hidden>
        <label htmlFor={FILTER_ID}>Filter properties</label>
        <input id={FILTER_ID} type="search" autoComplete="off" placeholder="Name, CSS property or theme key, e.g. margin or palette" />
        <p className="all-components-status" data-status="" aria-live="polite" role="status" />
      </div>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">CSS property</th>
              <th scope="col">Theme key</th>
              {/* The widest cells are the Values sentences; the name columns are short code. */}
              <th scope="col" style={{ width: '40%' }}>
                Values
              </th>
            </tr>
          </thead>
          {SYSTEM_GROUPS.map((group) => {
            const page = `/system/${group}`;
            return (
              <tbody key={group} data-component-group="">
                <tr>
                  <th scope="colgroup" colSpan={4}>
                    {existing.has(page) ? <a href={page}>{groupTitle(group)}</a> : groupTitle(group)}
                  </th>
                </tr>
                {rows
                  .filter((row) => row.group === group)
                  .map((row) => (
                    <tr key={row.prop} id={rowId(row.prop)} data-component-card="" data-search={rowSearchText(row)}>
                      <td>
                        <code>{row.prop}</code>
                      </td>
                      <td>
                        <CssCell row={row} />
                      </td>
                      <td>{row.themeKey ? <code>theme.{row.themeKey}</code> : '—'}</td>
                      <td>{row.values}</td>
                    </tr>
                  ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}
