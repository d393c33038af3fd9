import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const overrides: ThemeOptions = {
  components: {
    MuiAutocomplete: {
      // Every Autocomplete highlights the first match and shows a friendlier empty state.
      defaultProps: { autoHighlight: true, noOptionsText: 'Nothing matches your search' },
      styleOverrides: {
        paper: ({ theme }) => ({ marginTop: theme.spacing(0.5), border: `1px solid ${theme.palette.divider}` }),
        option: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, margin: theme.spacing(0, 0.5) }),
      },
    },
  },
};

// Extends the surrounding theme; at the root of an app, pass the overrides to createTheme() directly.
const extendTheme = (outer: Theme) => createTheme(outer, overrides);

const genres = ['Biography', 'Fantasy', 'History', 'Mystery', 'Poetry', 'Romance', 'Science fiction', 'Travel'];

export default function ThemedAutocomplete() {
  return (
    <ThemeProvider theme={extendTheme}>
      <Autocomplete id="autocomplete-themed-autocomplete" options={genres} sx={{ width: 300 }} renderInput={(params) => <TextField {...params} label="Genre" />} />
    </ThemeProvider>
  );
}
