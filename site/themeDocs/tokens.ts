// The default design tokens of Material UI's theme as tables, for the customization pages (palette,
// typography, spacing, breakpoints, z-index, transitions). Every value is read from `createTheme()` of the
// installed @mui/material when the page renders (at build time), never typed by hand.
import { createTheme, type Theme } from '@mui/material/styles';

/** One table cell: code (with an optional color swatch) or plain text. */
export type TokenCell = { code: string; swatch?: string } | { text: string };

export interface TokenTable {
  columns: string[];
  rows: TokenCell[][];
}

const code = (value: unknown, swatch?: string): TokenCell => (swatch ? { code: String(value), swatch } : { code: String(value) });
const text = (value: string): TokenCell => ({ text: value });

/** The default light theme and the default dark theme, created once per process. */
let cache: { light: Theme; dark: Theme } | null = null;
export function defaultThemes(): { light: Theme; dark: Theme } {
  cache ??= { light: createTheme(), dark: createTheme({ palette: { mode: 'dark' } }) };
  return cache;
}

const isColor = (value: unknown): value is string => typeof value === 'string' && /^(#|rgb|hsl)/.test(value);
const colorCell = (value: unknown): TokenCell => (isColor(value) ? code(value, value) : code(value));

function get(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), source);
}

/** The palette keys of the table, in the order the page explains them. */
export function paletteKeys(palette: Theme['palette'] = defaultThemes().light.palette): string[] {
  const keys: string[] = [];
  for (const intent of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    for (const shade of ['main', 'light', 'dark', 'contrastText']) keys.push(`${intent}.${shade}`);
  }
  for (const group of ['text', 'background', 'action'] as const) {
    for (const key of Object.keys(palette[group])) keys.push(`${group}.${key}`);
  }
  keys.push('divider', 'common.black', 'common.white', 'contrastThreshold', 'tonalOffset');
  return keys;
}

/** Every palette token with its light and dark default. */
export function paletteTable(): TokenTable {
  const { light, dark } = defaultThemes();
  return {
    columns: ['Token', 'Light', 'Dark'],
    rows: paletteKeys(light.palette).map((key) => [code(`palette.${key}`), colorCell(get(light.palette, key)), colorCell(get(dark.palette, key))]),
  };
}

/** The grey scale (the same in both modes). */
export function greyTable(): TokenTable {
  const { grey } = defaultThemes().light.palette;
  return { columns: ['Token', 'Value'], rows: Object.entries(grey).map(([key, value]) => [code(`palette.grey[${/^\d+$/.test(key) ? key : `'${key}'`}]`), colorCell(value)]) };
}

export const TYPOGRAPHY_VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

/** The typography variants with the CSS each applies. */
export function typographyTable(): TokenTable {
  const { typography } = defaultThemes().light;
  return {
    columns: ['Variant', 'Font size', 'Font weight', 'Line height', 'Letter spacing', 'Other'],
    rows: TYPOGRAPHY_VARIANTS.map((variant) => {
      const style = typography[variant] as Record<string, unknown>;
      const other = Object.entries(style)
        .filter(([key]) => !['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing'].includes(key))
        .map(([key, value]) => `${key}: ${String(value)}`);
      return [code(variant), code(style.fontSize), code(style.fontWeight), code(style.lineHeight), code(style.letterSpacing), other.length ? code(other.join('; ')) : text('—')];
    }),
  };
}

/** The base typography settings the variants are computed from. */
export function typographyBaseTable(): TokenTable {
  const { typography } = defaultThemes().light;
  const keys = ['fontFamily', 'fontSize', 'htmlFontSize', 'fontWeightLight', 'fontWeightRegular', 'fontWeightMedium', 'fontWeightBold'] as const;
  return { columns: ['Key', 'Default'], rows: keys.map((key) => [code(`typography.${key}`), code(typography[key])]) };
}

/** What `theme.spacing()` returns for common arguments, and the default shape. */
export function spacingTable(): TokenTable {
  const { spacing, shape } = defaultThemes().light;
  const calls: Array<[string, string]> = [
    ['theme.spacing(0.5)', spacing(0.5)],
    ['theme.spacing(1)', spacing(1)],
    ['theme.spacing(2)', spacing(2)],
    ['theme.spacing(3)', spacing(3)],
    ['theme.spacing(4)', spacing(4)],
    ['theme.spacing(1, 2)', spacing(1, 2)],
    ['theme.spacing(1, 2, 3)', spacing(1, 2, 3)],
    ["theme.spacing(2, 'auto')", spacing(2, 'auto')],
    ['theme.shape.borderRadius', String(shape.borderRadius)],
  ];
  return { columns: ['Call', 'Returns'], rows: calls.map(([call, value]) => [code(call), code(value)]) };
}

const mediaQuery = (rule: string): string => rule.replace(/^@media\s*/, '');

/** Each breakpoint with its width and the media queries the helpers write. */
export function breakpointsTable(): TokenTable {
  const { breakpoints } = defaultThemes().light;
  return {
    columns: ['Key', 'Starts at', 'up(key)', 'down(key)', 'only(key)'],
    rows: breakpoints.keys.map((key) => [code(key), code(`${breakpoints.values[key]}${breakpoints.unit ?? 'px'}`), code(mediaQuery(breakpoints.up(key))), code(mediaQuery(breakpoints.down(key))), code(mediaQuery(breakpoints.only(key)))]),
  };
}

/** The z-index scale, lowest first. */
export function zIndexTable(): TokenTable {
  const entries = Object.entries(defaultThemes().light.zIndex).sort(([, a], [, b]) => a - b);
  return { columns: ['Key', 'Value'], rows: entries.map(([key, value]) => [code(`zIndex.${key}`), code(value)]) };
}

/** The named durations in milliseconds. */
export function durationTable(): TokenTable {
  return { columns: ['Key', 'Milliseconds'], rows: Object.entries(defaultThemes().light.transitions.duration).map(([key, value]) => [code(`transitions.duration.${key}`), code(value)]) };
}

/** The named easing curves. */
export function easingTable(): TokenTable {
  return { columns: ['Key', 'Value'], rows: Object.entries(defaultThemes().light.transitions.easing).map(([key, value]) => [code(`transitions.easing.${key}`), code(value)]) };
}

/** What `theme.transitions.create()` returns for a few calls. */
export function transitionCreateTable(): TokenTable {
  const { transitions } = defaultThemes().light;
  const calls: Array<[string, string]> = [
    ["create('all')", transitions.create('all')],
    ["create('opacity')", transitions.create('opacity')],
    ["create(['width', 'margin'], { duration: transitions.duration.shorter })", transitions.create(['width', 'margin'], { duration: transitions.duration.shorter })],
    ["create('transform', { easing: transitions.easing.easeOut, delay: 100 })", transitions.create('transform', { easing: transitions.easing.easeOut, delay: 100 })],
    ['getAutoHeightDuration(400)', String(transitions.getAutoHeightDuration(400))],
  ];
  return { columns: ['Call on theme.transitions', 'Returns'], rows: calls.map(([call, value]) => [code(call), code(value)]) };
}

/** The tables of each MDX component, in the order they render. */
export const TOKEN_TABLES = {
  DefaultPalette: () => [paletteTable()],
  DefaultGrey: () => [greyTable()],
  DefaultTypography: () => [typographyBaseTable(), typographyTable()],
  DefaultSpacing: () => [spacingTable()],
  DefaultBreakpoints: () => [breakpointsTable()],
  DefaultZIndex: () => [zIndexTable()],
  DefaultTransitions: () => [durationTable(), easingTable(), transitionCreateTable()],
} satisfies Record<string, () => TokenTable[]>;

export type TokenTableName = keyof typeof TOKEN_TABLES;

const cellMarkdown = (cell: TokenCell): string => ('code' in cell ? `\`${cell.code}\`` : cell.text).replace(/\|/g, '\\|');

/** A table as GitHub Markdown, for the pages' Markdown twins. */
export function tokenTableMarkdown(table: TokenTable): string {
  return [`| ${table.columns.join(' | ')} |`, `| ${table.columns.map(() => '---').join(' | ')} |`, ...table.rows.map((row) => `| ${row.map(cellMarkdown).join(' | ')} |`)].join('\n');
}

/** The Markdown stand-in of a token table component. */
export function tokenTablesMarkdown(name: TokenTableName): string {
  return TOKEN_TABLES[name]()
    .map((table) => tokenTableMarkdown(table))
    .join('\n\n');
}
