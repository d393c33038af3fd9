import Box from '@mui/material/Box';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// styled(): a reusable tag with the styles written once.
const StatusTag = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  fontSize: theme.typography.caption.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

// A local theme with another primary color; the function keeps the site's light or dark mode.
const tealTheme = (outer: Theme) =>
  createTheme({ palette: { mode: outer.palette.mode, primary: { main: '#00796b' } } });

function Card({ label }: { label: string }) {
  return (
    <Box sx={{ p: 2, border: 2, borderColor: 'primary.main', borderRadius: 2, minWidth: 220 }}>
      <Box sx={{ typography: 'subtitle1', mb: 1 }}>{label}</Box>
      <StatusTag>In review</StatusTag>
    </Box>
  );
}

export default function BoxCustomization() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Card label="Site theme" />
      <ThemeProvider theme={tealTheme}>
        <Card label="Local teal theme" />
      </ThemeProvider>
    </Box>
  );
}
