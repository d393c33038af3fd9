import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';

const themeOptions: ThemeOptions = {
  components: {
    MuiButtonGroup: {
      // Every ButtonGroup under this theme starts flat and contained…
      defaultProps: { variant: 'contained', disableElevation: true },
      styleOverrides: {
        // …and its buttons keep the case of their labels.
        grouped: { textTransform: 'none', fontWeight: 600 },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedButtonGroup() {
  return (
    <ThemeProvider theme={theme}>
      <ButtonGroup aria-label="Shipping speed">
        <Button>Standard</Button>
        <Button>Express</Button>
        <Button>Next day</Button>
      </ButtonGroup>
    </ThemeProvider>
  );
}
