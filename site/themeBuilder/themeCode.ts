/**
 * The Joy UI theme builder's pure half: the palette a reader picks, the scale derived from a chosen 500
 * shade, the `extendTheme` options that reproduce it and the code text the copy button hands out.
 * No React, no Joy import: the unit tests and the server share it with the browser.
 */

export const PALETTE_COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type PaletteColor = (typeof PALETTE_COLORS)[number];

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type Shade = (typeof SHADES)[number];
export type ColorScale = Record<Shade, string>;

/** The reader's choice: per scheme, the 500 shade of each color they changed (others keep Joy's default). */
export type ThemeChoice = Record<ColorScheme, Partial<Record<PaletteColor, string>>>;

/** Joy UI's default 500 shades (`@mui/joy/colors`), the same in both schemes. */
export const DEFAULT_MAIN: Record<PaletteColor, string> = {
  primary: '#0b6bcb',
  neutral: '#636b74',
  danger: '#c41c1c',
  success: '#1f7a1f',
  warning: '#9a5b13',
};

/** A few starting points per color; the hex field takes any other. The first is Joy's default. */
export const SWATCHES: Record<PaletteColor, readonly string[]> = {
  primary: ['#0b6bcb', '#6b3fd4', '#0e7c86', '#c2185b', '#2e7d32', '#e65100'],
  neutral: ['#636b74', '#6b6b6b', '#64748b', '#78716c', '#5b6b5e', '#6d6378'],
  danger: ['#c41c1c', '#d32f2f', '#b42358', '#a4262c', '#e5484d'],
  success: ['#1f7a1f', '#2e7d32', '#0f766e', '#15803d', '#4d7c0f'],
  warning: ['#9a5b13', '#b45309', '#a16207', '#c2410c', '#8a6d00'],
};

export const EMPTY_CHOICE: ThemeChoice = { light: {}, dark: {} };

const HEX = /^#[0-9a-f]{6}$/i;

/** Whether `value` is a six-digit hex color such as `#0b6bcb`. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

// How far each shade moves from the 500: toward white above it, toward black below it.
const MIX: Record<Shade, number> = { 50: 0.92, 100: 0.82, 200: 0.64, 300: 0.44, 400: 0.22, 500: 0, 600: 0.16, 700: 0.32, 800: 0.5, 900: 0.66 };

/** The ten shades of a color, derived from its 500: lighter shades mix in white, darker ones black. */
export function deriveScale(main: string): ColorScale {
  if (!isHexColor(main)) throw new Error(`Not a six-digit hex color: ${main}`);
  const rgb = channels(main.toLowerCase());
  const scale = {} as ColorScale;
  for (const shade of SHADES) {
    const amount = MIX[shade];
    const target = shade < 500 ? 255 : 0;
    scale[shade] = toHex(rgb.map((channel) => channel + (target - channel) * amount));
  }
  return scale;
}

/** The colors of one scheme that differ from Joy's default, in palette order. */
export function changedColors(choice: ThemeChoice, scheme: ColorScheme): PaletteColor[] {
  return PALETTE_COLORS.filter((color) => {
    const main = choice[scheme][color];
    return main !== undefined && isHexColor(main) && main.toLowerCase() !== DEFAULT_MAIN[color];
  });
}

/** The 500 shade shown for a color: the reader's pick, or Joy's default. */
export function mainOf(choice: ThemeChoice, scheme: ColorScheme, color: PaletteColor): string {
  const main = choice[scheme][color];
  return main !== undefined && isHexColor(main) ? main.toLowerCase() : DEFAULT_MAIN[color];
}

type PaletteOptions = Partial<Record<PaletteColor, ColorScale>>;
/** Plain `extendTheme` options: only the schemes and colors the reader changed. */
export interface ThemeBuilderOptions {
  colorSchemes?: Partial<Record<ColorScheme, { palette: PaletteOptions }>>;
}

/** The `extendTheme` argument that reproduces the choice (unchanged colors are left to Joy's defaults). */
export function themeOptions(choice: ThemeChoice): ThemeBuilderOptions {
  const colorSchemes: NonNullable<ThemeBuilderOptions['colorSchemes']> = {};
  for (const scheme of COLOR_SCHEMES) {
    const colors = changedColors(choice, scheme);
    if (colors.length === 0) continue;
    const palette: PaletteOptions = {};
    for (const color of colors) palette[color] = deriveScale(mainOf(choice, scheme, color));
    colorSchemes[scheme] = { palette };
  }
  return Object.keys(colorSchemes).length > 0 ? { colorSchemes } : {};
}

function objectLiteral(value: unknown, depth: number): string {
  if (typeof value === 'string') return `'${value}'`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const indent = '  '.repeat(depth + 1);
  const lines = entries.map(([key, child]) => `${indent}${key}: ${objectLiteral(child, depth + 1)},`);
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
}

/** The module a reader copies: `extendTheme({...})` with the chosen scales, ready for `CssVarsProvider`. */
export function themeCode(choice: ThemeChoice): string {
  const options = themeOptions(choice);
  const note = options.colorSchemes ? [] : ["// Every color is still Joy UI's default: pick one above to change it."];
  return [
    "import { extendTheme } from '@mui/joy/styles';",
    '',
    ...note,
    `const theme = extendTheme(${objectLiteral(options, 0)});`,
    '',
    'export default theme;',
    '',
  ].join('\n');
}
