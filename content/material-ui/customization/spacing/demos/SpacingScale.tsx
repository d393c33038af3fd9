import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// An array is a fixed scale: spacing(3) is the fourth entry.
const scaleTheme = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, spacing: [0, 4, 8, 16, 32, 64] });

function Scale() {
  const theme = useTheme();
  return (
    <Stack spacing={1}>
      {[1, 2, 3, 4, 5].map((step) => (
        <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ minWidth: 150, fontFamily: 'monospace' }}>
            spacing({step}) = {theme.spacing(step)}
          </Typography>
          <Box sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }} />
        </Stack>
      ))}
    </Stack>
  );
}

export default function SpacingScale() {
  return (
    <ThemeProvider theme={scaleTheme}>
      <Scale />
    </ThemeProvider>
  );
}
