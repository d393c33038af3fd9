import * as React from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';

// Fade reads enteringScreen and leavingScreen from the theme.
const slowTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    transitions: { duration: { enteringScreen: 900, leavingScreen: 600 } },
  });

export default function ThemeDurations() {
  const [shown, setShown] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide notices' : 'Show notices'}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Fade in={shown}>
          <Alert severity="info" sx={{ flex: 1 }}>
            Default theme: 225ms in, 195ms out
          </Alert>
        </Fade>
        <ThemeProvider theme={slowTheme}>
          <Fade in={shown}>
            <Alert severity="info" sx={{ flex: 1 }}>
              Custom theme: 900ms in, 600ms out
            </Alert>
          </Fade>
        </ThemeProvider>
      </Stack>
    </Stack>
  );
}
