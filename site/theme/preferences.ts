import { brand } from './brand';
import { DEFAULT_SPACING, initialThemeState, type Direction, type PaletteColors, type PaletteMode, type ThemeState } from './themeState';

/** The colour mode a visitor chooses; `system` follows the operating system (SPEC §3). */
export type ColorMode = 'light' | 'dark' | 'system';

/** Local storage keys (SPEC §9 for the first two; the rest are ours). */
export const STORAGE_KEYS = {
  mode: 'mui-mode',
  colorScheme: 'mui-color-scheme',
  direction: 'docs-direction',
  density: 'docs-density',
  paletteColors: 'docs-palette-colors',
} as const;

/**
 * Keys handed to Material's and Joy's own providers in demos. They must not be `mui-mode`: a demo
 * hydrating with the server's default mode would write `system` over the visitor's choice (and other
 * tabs would pick that up). The site's store is the only writer of STORAGE_KEYS.
 */
export const DEMO_PROVIDER_STORAGE_KEYS = { mode: 'docs-demo-mode', colorScheme: 'docs-demo-color-scheme' } as const;

/** The minimal storage surface we use, so tests can pass a Map-backed fake. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the visitor chose, as stored: the mode and the theme state derived from it. */
export interface StoredPreferences {
  mode: ColorMode;
  state: ThemeState;
}

function safeGet(storage: PreferenceStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // Storage can throw when disabled; the defaults then apply.
  }
}

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function parsePaletteColors(value: unknown): PaletteColors {
  if (!value || typeof value !== 'object') return {};
  const colors: PaletteColors = {};
  for (const key of ['primary', 'secondary'] as const) {
    const color = (value as Record<string, unknown>)[key];
    if (typeof color === 'string' && HEX_COLOR.test(color)) colors[key] = color;
  }
  return colors;
}

/** The browser's local storage, or null where it is disabled (reading it can throw). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Resolves a colour mode to light or dark, asking the OS only for `system`. */
export function resolveMode(mode: ColorMode, prefersDark: boolean): PaletteMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** Reads the stored preferences; anything missing or malformed falls back to the defaults. */
export function readPreferences(storage: PreferenceStorage | null, prefersDark: boolean): StoredPreferences {
  const storedMode = safeGet(storage, STORAGE_KEYS.mode);
  const mode: ColorMode = storedMode === 'light' || storedMode === 'dark' ? storedMode : 'system';
  const direction: Direction = safeGet(storage, STORAGE_KEYS.direction) === 'rtl' ? 'rtl' : 'ltr';
  const density = parseJson(safeGet(storage, STORAGE_KEYS.density)) as { dense?: unknown; spacing?: unknown } | null;
  const spacing = typeof density?.spacing === 'number' && density.spacing >= 1 && density.spacing <= 32 ? density.spacing : DEFAULT_SPACING;
  return {
    mode,
    state: {
      ...initialThemeState,
      paletteMode: resolveMode(mode, prefersDark),
      direction,
      dense: density?.dense === true,
      spacing,
      paletteColors: parsePaletteColors(parseJson(safeGet(storage, STORAGE_KEYS.paletteColors))),
    },
  };
}

/** Stores the preferences so the next page load (and the inline script) starts from them. */
export function writePreferences(storage: PreferenceStorage | null, { mode, state }: StoredPreferences): void {
  try {
    storage?.setItem(STORAGE_KEYS.mode, mode);
    storage?.setItem(STORAGE_KEYS.colorScheme, state.paletteMode);
    storage?.setItem(STORAGE_KEYS.direction, state.direction);
    storage?.setItem(STORAGE_KEYS.density, JSON.stringify({ dense: state.dense, spacing: state.spacing }));
    if (Object.keys(state.paletteColors).length > 0) storage?.setItem(STORAGE_KEYS.paletteColors, JSON.stringify(state.paletteColors));
    else storage?.removeItem(STORAGE_KEYS.paletteColors);
  } catch {
    // Private browsing or a full quota: the choice lasts for this page only.
  }
}

/**
 * Reflects the theme on the document so static HTML restyles through CSS alone (DESIGN.md §5):
 * scheme attributes and `dir` on <html>, the density attribute, the body class and `dir` (SPEC §4),
 * and every `meta[name=theme-color]`.
 */
export function applyThemeToDocument(doc: Document, state: ThemeState): void {
  const root = doc.documentElement;
  root.setAttribute('data-mui-color-scheme', state.paletteMode);
  root.setAttribute('data-joy-color-scheme', state.paletteMode);
  root.style.colorScheme = state.paletteMode;
  root.setAttribute('dir', state.direction);
  if (state.dense) root.setAttribute('data-density', 'dense');
  else root.removeAttribute('data-density');
  if (doc.body) {
    doc.body.classList.toggle('mode-dark', state.paletteMode === 'dark');
    doc.body.classList.toggle('mode-light', state.paletteMode === 'light');
    doc.body.setAttribute('dir', state.direction);
  }
  const themeColor = brand.themeColor[state.paletteMode];
  doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', themeColor));
}
