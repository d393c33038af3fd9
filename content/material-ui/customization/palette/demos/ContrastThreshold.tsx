import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = { primary: { main: '#ef6c00' }, secondary: { main: '#039be5' } };
// Theme functions follow the site's light or dark mode.
const defaultThreshold = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode, ...colors } });
// 4.5 is the WCAG AA ratio for normal text.
const strictThreshold = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode, ...colors, contrastThreshold: 4.5 } });

export default function ContrastThreshold() {
  return (
    <Stack spacing={2}>
      {[
        { label: 'contrastThreshold: 3 (default)', theme: defaultThreshold },
        { label: 'contrastThreshold: 4.5', theme: strictThreshold },
      ].map(({ label, theme }) => (
        <ThemeProvider key={label} theme={theme}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 220, color: 'text.primary' }}>
              {label}
            </Typography>
            <Button variant="contained">Check out</Button>
            <Button variant="contained" color="secondary">
              Track order
            </Button>
          </Stack>
        </ThemeProvider>
      ))}
    </Stack>
  );
}
