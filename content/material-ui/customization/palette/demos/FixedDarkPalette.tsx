import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A fixed dark theme: dark whatever the site's mode is.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function FixedDarkPalette() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Paper sx={{ p: 2, maxWidth: 360 }}>
        <Typography variant="h6" component="p">Night shift</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Background, text and action colors all come from the dark palette.
        </Typography>
        <Button variant="contained">Start shift</Button>
      </Paper>
    </ThemeProvider>
  );
}
