// The rows of the Properties page (/system/properties): every key of @mui/system's default sx config, with
// the CSS it writes, the theme key it reads and what it does with values. Everything is read from the
// installed package when the page renders (at build time), so the table matches the package exactly.
import * as system from '@mui/system';
import { createTheme, unstable_defaultSxConfig as defaultSxConfig, unstable_styleFunctionSx as styleFunctionSx, type SxConfigRecord } from '@mui/system';

type StyleFunction = ((props: Record<string, unknown>) => unknown) & { filterProps: string[] };
type Transform = (value: unknown) => unknown;

// Exports of @mui/system's JavaScript that its type declarations leave out (the style functions and transforms).
const untyped = system as unknown as Record<string, StyleFunction & Transform>;

/** The style functions that group the properties, in the order the System pages list them; each has a page of the same name. */
export const SYSTEM_GROUPS = ['spacing', 'sizing', 'palette', 'borders', 'display', 'flexbox', 'grid', 'positions', 'shadows', 'typography'] as const;
export type SystemGroup = (typeof SYSTEM_GROUPS)[number];

// `font` is in the sx config but in no style function's filterProps; it belongs with the typography keys.
const GROUP_FALLBACK: Record<string, SystemGroup> = { font: 'typography' };

/** One property of the table. */
export interface SystemPropertyRow {
  prop: string;
  /** CSS properties written; empty when the value is a whole style object (the `typography` variant). */
  css: string[];
  /** At-rule the CSS is written inside (`@media print` for `displayPrint`), else null. */
  atRule: string | null;
  /** Dot path into the theme the value is looked up in, else null. */
  themeKey: string | null;
  /** How a value becomes CSS, in a few words, with an example computed by the package. */
  values: string;
  group: SystemGroup;
}

// @mui/system's default theme (spacing 8, shape.borderRadius 4, breakpoints xs–xl): the examples' numbers.
const theme = createTheme();

const px = (value: unknown): string => (typeof value === 'number' ? `${value}px` : String(value));

/** The CSS the package's own sx function writes for `{ [prop]: value }`. */
function styleOf(prop: string, value: unknown, withTheme: object = theme): Record<string, unknown> {
  return (styleFunctionSx({ sx: { [prop]: value }, theme: withTheme }) ?? {}) as Record<string, unknown>;
}

// A property multiplies by theme.spacing when a theme with spacing 3 turns 2 into 6 for every CSS property it writes.
const readsSpacing = (prop: string): boolean => {
  const values = Object.values(styleOf(prop, 2, { spacing: 3 }));
  return values.length > 0 && values.every((value) => value === 6);
};

function themeKeyOf(prop: string, record: SxConfigRecord): string | null {
  if (record.themeKey) return record.themeKey;
  if (readsSpacing(prop)) return 'spacing';
  if (record.style === untyped.maxWidth) return 'breakpoints.values';
  return null;
}

function valuesOf(prop: string, record: SxConfigRecord, themeKey: string | null): string {
  const css = (value: unknown): string => px(Object.values(styleOf(prop, value))[0]);
  const show = (...values: unknown[]): string => values.map((value) => `${typeof value === 'string' ? `'${value}'` : value} → ${css(value)}`).join(', ');
  if (themeKey === 'spacing' || themeKey === 'shape.borderRadius') return `Numbers × the theme unit: ${show(2)}`;
  if (themeKey === 'breakpoints.values') return `Breakpoint names and sizes: ${show('sm', 0.5, 240)}`;
  if (record.transform === untyped.sizingTransform) return `Fractions up to 1 are percentages: ${show(0.5, 240)}`;
  if (record.transform === untyped.borderTransform) return `Numbers are a solid border width: ${show(1)}`;
  if (themeKey === 'palette') return "Palette paths: 'primary.main', 'text.secondary', 'grey.500'";
  if (themeKey === 'shadows') return 'Numbers index theme.shadows: 0 is none';
  if (themeKey === 'zIndex') return "Keys of theme.zIndex: 'appBar', 'tooltip'";
  if (prop === 'typography') return "A variant with all its styles: 'body2', 'h6'";
  if (prop === 'fontWeight') return "Keys of theme.typography: 'bold' reads fontWeightBold";
  if (themeKey === 'typography') return 'Keys of theme.typography, else plain CSS';
  if (themeKey === 'font') return "Keys of theme.font (CSS variables themes): 'body1'";
  if (record.cssProperty === false) return "The display value for printing: 'none'";
  return 'Plain CSS values';
}

/** Every key of `unstable_defaultSxConfig`, in the package's order, with its CSS, theme key, values and group. */
export function systemPropertyRows(): SystemPropertyRow[] {
  return Object.entries(defaultSxConfig).map(([prop, record]) => {
    const themeKey = themeKeyOf(prop, record);
    let css = record.cssProperty === false ? [] : Object.keys(styleOf(prop, 1));
    let atRule: string | null = null;
    // A transform that returns a nested rule (`{ '@media print': { display } }`) names the at-rule and the property inside it.
    if (record.cssProperty === false && record.transform) {
      const [rule, inner] = Object.entries(record.transform('none', 'none') as Record<string, object>)[0] ?? [];
      atRule = rule ?? null;
      css = Object.keys(inner ?? {});
    }
    const group = SYSTEM_GROUPS.find((name) => untyped[name]?.filterProps.includes(prop)) ?? GROUP_FALLBACK[prop];
    if (!group) throw new Error(`@mui/system's sx key "${prop}" is in no known style function: add it to GROUP_FALLBACK in site/systemProperties/properties.ts.`);
    return { prop, css, atRule, themeKey, values: valuesOf(prop, record, themeKey), group };
  });
}

/** The text the page's filter matches (and the site search shows): name, CSS properties, theme key and group. */
export function rowSearchText(row: SystemPropertyRow): string {
  const css = [row.atRule, row.css.join(', ')].filter(Boolean).join(' ');
  return [row.prop, css, row.themeKey ? `theme.${row.themeKey}` : '', row.group].filter(Boolean).join(' · ');
}

/** The table as Markdown, for the page's machine-readable copy (a stand-in in build/machine/standIns.ts can return it). */
export function systemPropertiesMarkdown(rows: SystemPropertyRow[] = systemPropertyRows()): string {
  const code = (text: string): string => `\`${text}\``;
  const lines = rows.map((row) => {
    const css = row.css.length === 0 ? "the variant's styles" : row.css.map(code).join(', ') + (row.atRule ? ` inside ${code(row.atRule)}` : '');
    return `| ${code(row.prop)} | ${css} | ${row.themeKey ? code(`theme.${row.themeKey}`) : '—'} | ${row.values} | ${row.group} |`;
  });
  return ['| Property | CSS property | Theme key | Values | Page |', '| --- | --- | --- | --- | --- |', ...lines].join('\n');
}
