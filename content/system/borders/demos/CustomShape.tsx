import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// With shape.borderRadius 12, `borderRadius: 1` is 12px, and Material UI components round the same way.
const roundTheme = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, shape: { borderRadius: 12 } });

export default function CustomShape() {
  return (
    <ThemeProvider theme={roundTheme}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxWidth: 320 }}>
        <Box sx={{ typography: 'subtitle1', mb: 1 }}>Weekly digest</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', mb: 2 }}>A summary of the week, every Monday at 9:00.</Box>
        <Button variant="contained">Subscribe</Button>
      </Box>
    </ThemeProvider>
  );
}
