import * as React from 'react';
import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const overrides: ThemeOptions = {
  components: {
    MuiToggleButtonGroup: {
      defaultProps: { color: 'primary', size: 'small' },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          textTransform: 'none',
          // A solid fill for the pressed button instead of the default tint.
          [`&.${toggleButtonClasses.selected}, &.${toggleButtonClasses.selected}:hover`]: {
            color: theme.palette.primary.contrastText,
            backgroundColor: theme.palette.primary.main,
          },
        }),
      },
    },
  },
};

// Extends the surrounding theme (its light or dark palette included) with the overrides above.
// At the root of an app, pass the overrides to createTheme() directly.
const extendTheme = (outer: Theme) => createTheme(outer, overrides);

export default function ThemedToggleButtons() {
  const [range, setRange] = React.useState('7d');

  return (
    <ThemeProvider theme={extendTheme}>
      <ToggleButtonGroup value={range} exclusive onChange={(event, next: string | null) => next && setRange(next)} aria-label="Chart range">
        <ToggleButton value="24h">24 hours</ToggleButton>
        <ToggleButton value="7d">7 days</ToggleButton>
        <ToggleButton value="30d">30 days</ToggleButton>
        <ToggleButton value="1y">1 year</ToggleButton>
      </ToggleButtonGroup>
    </ThemeProvider>
  );
}
