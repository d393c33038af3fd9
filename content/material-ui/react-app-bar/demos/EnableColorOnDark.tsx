import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A dark theme with a purple primary color, so the difference shows in both site modes.
const darkTheme = createTheme({ palette: { mode: 'dark', primary: { main: '#7e57c2' } } });

export default function EnableColorOnDark() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Stack spacing={2} sx={{ p: 2, width: '100%', bgcolor: 'background.default', borderRadius: 1 }}>
        <AppBar position="static" color="primary">
          <Toolbar>
            <Typography variant="subtitle1" component="div" color="text.primary">
              Default: a dark surface in dark mode
            </Typography>
          </Toolbar>
        </AppBar>
        <AppBar position="static" color="primary" enableColorOnDark>
          <Toolbar>
            <Typography variant="subtitle1" component="div">
              enableColorOnDark: keeps the primary color
            </Typography>
          </Toolbar>
        </AppBar>
      </Stack>
    </ThemeProvider>
  );
}
