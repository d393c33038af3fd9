/** Light or dark: the resolved palette mode. */
export type PaletteMode = 'light' | 'dark';
/** Text direction of the page and the demos. */
export type Direction = 'ltr' | 'rtl';

/** Custom palette colours chosen in the colour tool, e.g. `{ primary: '#9c27b0' }`. */
export type PaletteColors = Partial<Record<'primary' | 'secondary', string>>;

/** The visitor's theme preferences (SPEC §3 "Theme preferences"). */
export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: PaletteMode;
}

/** Every action the theme reducer understands (SPEC §4 "Theme state actions"). */
export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>> };

/** The spacing unit in pixels before the visitor changes it (SPEC §9). */
export const DEFAULT_SPACING = 8;

/** The state every page is rendered with on the server. */
export const initialThemeState: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

function sameColors(a: PaletteColors, b: PaletteColors): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof PaletteColors>;
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * The theme reducer of SPEC §4. `CHANGE` merges only the fields it is given and returns the same
 * object when nothing differs, so subscribers can skip work; an unknown action throws.
 */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode || state.paletteMode;
      const direction = action.payload.direction || state.direction;
      const paletteColors = action.payload.paletteColors || state.paletteColors;
      if (paletteMode === state.paletteMode && direction === state.direction && sameColors(paletteColors, state.paletteColors)) {
        return state;
      }
      return { ...state, paletteMode, direction, paletteColors };
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: string }).type}`);
  }
}
