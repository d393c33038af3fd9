import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import type { ThemeState } from '../../theme/themeState';

// DESIGN.md §6: the component defaults dense mode switches to.
const DENSE_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

function paletteColors(state: ThemeState): NonNullable<ThemeOptions['palette']> {
  const palette: NonNullable<ThemeOptions['palette']> = {};
  if (state.paletteColors.primary) palette.primary = { main: state.paletteColors.primary };
  if (state.paletteColors.secondary) palette.secondary = { main: state.paletteColors.secondary };
  return palette;
}

/**
 * Material UI's default theme with the visitor's preferences applied: both colour schemes as CSS
 * variables switched by the page's attribute, direction, spacing, density and custom palette colours.
 */
export function createMaterialDemoTheme(state: ThemeState): Theme {
  const palette = paletteColors(state);
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
    colorSchemes: { light: { palette }, dark: { palette } },
    direction: state.direction,
    spacing: state.spacing,
    components: state.dense ? DENSE_COMPONENTS : {},
  });
}

/**
 * The outer theme of a demo that brings its own: the same preferences in the visitor's current mode,
 * without CSS variables. A nested plain theme is merged over its outer theme, so outer CSS variables
 * would outlive it and keep the site's colors; a theme function receives this one, as in an app.
 */
export function createMaterialHostTheme(state: ThemeState): Theme {
  return createTheme({
    palette: { mode: state.paletteMode, ...paletteColors(state) },
    direction: state.direction,
    spacing: state.spacing,
    components: state.dense ? DENSE_COMPONENTS : {},
  });
}
