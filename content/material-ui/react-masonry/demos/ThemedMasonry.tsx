import type {} from '@mui/lab/themeAugmentation';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Masonry inside this provider gets 3 columns, a 24px gap and items with rounder corners.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiMasonry: {
        defaultProps: { columns: 3, spacing: 3 },
        styleOverrides: {
          root: ({ theme: t }) => ({ '& > *': { borderRadius: t.shape.borderRadius * 3 } }),
        },
      },
    },
  });

const cities = [
  { name: 'Lisbon', height: 80 },
  { name: 'Kyoto', height: 120 },
  { name: 'Oaxaca', height: 60 },
  { name: 'Tallinn', height: 100 },
  { name: 'Cape Town', height: 140 },
  { name: 'Montréal', height: 70 },
];

export default function ThemedMasonry() {
  return (
    <ThemeProvider theme={theme}>
      <Masonry>
        {cities.map((city) => (
          <Paper key={city.name} variant="outlined" sx={{ height: city.height, p: 1 }}>
            {city.name}
          </Paper>
        ))}
      </Masonry>
    </ThemeProvider>
  );
}
