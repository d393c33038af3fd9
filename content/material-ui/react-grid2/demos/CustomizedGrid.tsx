import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Grid v2 inside this provider gets spacing 2 by default and a dashed outline on containers.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiGrid2: {
        defaultProps: { spacing: 2 },
        styleOverrides: {
          root: ({ ownerState, theme: t }) =>
            ownerState.container ? { outline: `1px dashed ${t.palette.primary.main}`, outlineOffset: 4 } : {},
        },
      },
    },
  });

const cities = ['Oslo', 'Nairobi', 'Lima', 'Hanoi'];

export default function CustomizedGrid() {
  return (
    <ThemeProvider theme={theme}>
      <Grid container sx={{ width: '100%' }}>
        {cities.map((city) => (
          <Grid key={city} size={{ xs: 6, sm: 3 }}>
            <Paper sx={{ p: 1.5, textAlign: 'center' }}>{city}</Paper>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
