/** The site's own design tokens (DESIGN.md §6); the single source for the shell's CSS variables. */
export const brand = {
  radius: 12,
  spacing: 8,
  themeColor: { light: '#0072E5', dark: '#101418' },
  light: {
    primary: '#007FFF',
    primaryStrong: '#0072E5',
    background: '#FFFFFF',
    surface: '#F3F6F9',
    border: '#DAE2ED',
    text: '#1C2025',
    textMuted: '#555E68',
    // White behind code: every token colour of the light highlighting theme passes WCAG AA on it.
    codeBackground: '#FFFFFF',
    chipBackground: '#EAF4FF',
    // Text on chip backgrounds (active nav link, version label): AA for small bold text.
    chipText: '#0059B2',
  },
  dark: {
    primary: '#3399FF',
    primaryStrong: '#66B2FF',
    background: '#101418',
    surface: '#14191F',
    border: '#2F3A46',
    text: '#E7EBF0',
    textMuted: '#B0B8C4',
    codeBackground: '#0C1015',
    chipBackground: '#0B2440',
    chipText: '#99CCFF',
  },
} as const;

type ColorTokens = Record<keyof typeof brand.light, string>;

function declarations(tokens: ColorTokens): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--docs-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

/** The shell's colour variables for both schemes, switched by the attribute the colour-scheme script sets. */
export function brandCssVariables(): string {
  return (
    `:root{color-scheme:light;--docs-radius:${brand.radius}px;--docs-spacing:${brand.spacing}px;${declarations(brand.light)}}` +
    `[data-mui-color-scheme="dark"]{color-scheme:dark;${declarations(brand.dark)}}`
  );
}
