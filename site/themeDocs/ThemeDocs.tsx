// The MDX components of the customization pages: default token tables and the default theme viewers,
// all computed from the installed packages when the page renders (at build time).
import { extendTheme } from '@mui/joy/styles';
import { ThemeViewer, type ViewerTree } from './ThemeViewer';
import { themeTree, treeValue } from './themeTree';
import { defaultThemes, TOKEN_TABLES, type TokenCell, type TokenTable, type TokenTableName } from './tokens';

function Cell({ cell }: { cell: TokenCell }) {
  if ('text' in cell) return <>{cell.text}</>;
  return (
    <>
      {cell.swatch ? (
        <span
          aria-hidden
          style={{ display: 'inline-block', width: '0.9em', height: '0.9em', marginInlineEnd: 6, verticalAlign: '-0.1em', border: '1px solid var(--docs-border)', borderRadius: 2, background: cell.swatch }}
        />
      ) : null}
      <code>{cell.code}</code>
    </>
  );
}

function Table({ table }: { table: TokenTable }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>
                  <Cell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function tables(name: TokenTableName) {
  const Tables = () => (
    <>
      {TOKEN_TABLES[name]().map((table, index) => (
        <Table key={index} table={table} />
      ))}
    </>
  );
  Tables.displayName = name;
  return Tables;
}

export const DefaultPalette = tables('DefaultPalette');
export const DefaultGrey = tables('DefaultGrey');
export const DefaultTypography = tables('DefaultTypography');
export const DefaultSpacing = tables('DefaultSpacing');
export const DefaultBreakpoints = tables('DefaultBreakpoints');
export const DefaultZIndex = tables('DefaultZIndex');
export const DefaultTransitions = tables('DefaultTransitions');

/** Material UI's default themes as trees: `createTheme()` and `createTheme({ palette: { mode: 'dark' } })`. */
export function materialViewerTrees(): ViewerTree[] {
  const { light, dark } = defaultThemes();
  return [
    { id: 'light', label: 'light', nodes: themeTree(light) },
    { id: 'dark', label: 'dark', nodes: themeTree(dark) },
  ];
}

/**
 * Joy UI's default theme, `extendTheme()`, as `useTheme()` sees it in each color scheme: the provider
 * merges `colorSchemes[scheme]` into the first level of the theme (palette, shadowRing, shadowChannel…).
 */
export function joyViewerTrees(): ViewerTree[] {
  const theme = extendTheme() as unknown as Record<string, unknown> & { colorSchemes: Record<string, Record<string, unknown>> };
  return (['light', 'dark'] as const).map((scheme) => {
    const merged: Record<string, unknown> = { ...theme };
    for (const [key, value] of Object.entries(theme.colorSchemes[scheme] ?? {})) {
      merged[key] = value && typeof value === 'object' ? { ...(theme[key] as object), ...value } : value;
    }
    return { id: scheme, label: scheme, nodes: themeTree(merged) };
  });
}

/** `<DefaultThemeViewer />` in MDX: Material UI's default light and dark themes. */
export function DefaultThemeViewer() {
  return <ThemeViewer id="material-default-theme" trees={materialViewerTrees()} open={['palette']} placeholder="e.g. primary.main, fontWeight or #1976d2" />;
}

/** `<JoyDefaultThemeViewer />` in MDX: Joy UI's default theme in its light and dark color schemes. */
export function JoyDefaultThemeViewer() {
  return <ThemeViewer id="joy-default-theme" trees={joyViewerTrees()} open={['palette']} placeholder="e.g. primary.500, fontWeight or #0b6bcb" />;
}

/** The Markdown stand-in of a viewer: each tree as a JSON block. */
export function viewerMarkdown(trees: ViewerTree[]): string {
  return trees.map((tree) => `\`theme\` (${tree.label}):\n\n\`\`\`json\n${JSON.stringify(treeValue(tree.nodes), null, 2)}\n\`\`\``).join('\n\n');
}
