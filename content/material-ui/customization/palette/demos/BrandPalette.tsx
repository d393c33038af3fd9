import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

// A function of the surrounding theme keeps the site's light or dark mode;
// lighter tints read better on the dark background.
const brandTheme = (outer: Theme) => {
  const dark = outer.palette.mode === 'dark';
  return createTheme({
    palette: {
      mode: outer.palette.mode,
      primary: { main: dark ? '#4db6ac' : '#00695c' },
      secondary: { main: dark ? '#f06292' : '#ad1457' },
    },
  });
};

export default function BrandPalette() {
  return (
    <ThemeProvider theme={brandTheme}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained">Book a table</Button>
          <Button variant="outlined">See the menu</Button>
          <Button variant="contained" color="secondary">
            Order online
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Chip label="Vegan" color="primary" />
          <Chip label="Chef's pick" color="secondary" variant="outlined" />
        </Stack>
        <FormControlLabel control={<Checkbox defaultChecked />} label="Send me the weekly specials" />
      </Stack>
    </ThemeProvider>
  );
}
