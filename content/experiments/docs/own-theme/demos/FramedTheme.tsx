import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// The same burnt-orange palette as above, on a small page of its own inside a frame.
const sunsetTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: {
    light: { palette: { primary: { main: '#c2410c' } } },
    dark: { palette: { primary: { main: '#fdba74' } } },
  },
});

export default function FramedTheme() {
  return (
    <ThemeProvider theme={sunsetTheme}>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="p">
            Lisbon trip
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success">Seat 14A is yours.</Alert>
        <Button variant="contained">Add to calendar</Button>
      </Box>
    </ThemeProvider>
  );
}
