import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Every Select under this provider opens its menu below the field and has a bold value.
const theme = createTheme({
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
});

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
