import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Radio under this provider is small and magenta; every radio label is a little bolder.
const themeOptions: ThemeOptions = {
  palette: { secondary: { main: '#c2185b' } },
  components: {
    MuiRadio: {
      defaultProps: { color: 'secondary', size: 'small' },
      styleOverrides: { root: { padding: 6 } },
    },
    MuiFormControlLabel: {
      styleOverrides: { label: { fontWeight: 500 } },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedRadios() {
  return (
    <ThemeProvider theme={theme}>
      <RadioGroup row aria-label="Sort reviews by" defaultValue="newest" name="sort-reviews">
        <FormControlLabel value="newest" control={<Radio />} label="Newest" />
        <FormControlLabel value="helpful" control={<Radio />} label="Most helpful" />
        <FormControlLabel value="rating" control={<Radio />} label="Highest rating" />
      </RadioGroup>
    </ThemeProvider>
  );
}
