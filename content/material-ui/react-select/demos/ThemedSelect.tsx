import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Select under this provider aligns its menu with the field's left edge and has a bold value.
const themeOptions: ThemeOptions = {
  components: {
    MuiSelect: {
      defaultProps: {
        MenuProps: {
          anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
          transformOrigin: { vertical: 'top', horizontal: 'left' },
        },
      },
      styleOverrides: {
        select: { fontWeight: 600 },
        icon: { color: '#6a1b9a' },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedSelect() {
  return (
    <ThemeProvider theme={theme}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id="themed-sort-label">Sort by</InputLabel>
        <Select labelId="themed-sort-label" defaultValue="relevance" label="Sort by">
          <MenuItem value="relevance">Relevance</MenuItem>
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="price">Lowest price</MenuItem>
        </Select>
      </FormControl>
    </ThemeProvider>
  );
}
