import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Keeps the outer theme's mode and swaps only the primary color for a teal one.
function tealTheme(outer: Theme): Theme {
  return createTheme({ palette: { mode: outer.palette.mode, primary: { main: '#00796b' } } });
}

export default function OuterThemeFunction() {
  return (
    <ThemeProvider theme={tealTheme}>
      <Paper variant="outlined" sx={{ p: 2, width: 340 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="p">Order #4821 is ready for pickup</Typography>
          <Button variant="contained">Confirm pickup</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
