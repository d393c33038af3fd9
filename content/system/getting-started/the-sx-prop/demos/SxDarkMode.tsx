import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/system';

function ReadingModeCard() {
  const theme = useTheme();
  return (
    <Box
      sx={[
        {
          p: 2,
          borderRadius: 2,
          border: '1px solid #c7d2fe',
          bgcolor: '#eef2ff',
          color: '#1e1b4b',
        },
        // applyStyles returns its styles only when the theme is in the named mode.
        (t) =>
          t.applyStyles('dark', {
            bgcolor: '#1e1b4b',
            color: '#e0e7ff',
            borderColor: '#4338ca',
          }),
      ]}
    >
      <Box sx={{ fontWeight: 'bold' }}>Reading mode</Box>
      <Box sx={{ fontSize: 14, mt: 0.5 }}>
        The theme is in {theme.palette.mode} mode.
      </Box>
    </Box>
  );
}

export default function SxDarkMode() {
  return (
    // A theme function receives the outer theme: this one follows the site's light or dark mode.
    <ThemeProvider
      theme={(outer: Theme) =>
        createTheme({ palette: { mode: outer.palette.mode } })
      }
    >
      <ReadingModeCard />
    </ThemeProvider>
  );
}
