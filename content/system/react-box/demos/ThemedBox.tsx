import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

// A small custom theme: Box resolves `sx` values against the nearest ThemeProvider.
const brandTheme = createTheme({
  palette: {
    brand: { main: '#b45309', soft: '#fef3c7', contrastText: '#ffffff' },
  },
  spacing: 4,
  shape: { borderRadius: 12 },
});

export default function ThemedBox() {
  return (
    <ThemeProvider theme={brandTheme}>
      {/* With spacing 4, `p: 4` is 16px and `gap: 2` is 8px. */}
      <Box sx={{ display: 'flex', gap: 2, p: 4, borderRadius: 1, bgcolor: 'brand.soft' }}>
        <Box sx={{ px: 3, py: 1, borderRadius: 1, bgcolor: 'brand.main', color: 'brand.contrastText' }}>
          Brand
        </Box>
        <Box sx={{ px: 3, py: 1, color: 'brand.main', fontWeight: 600 }}>Uses a custom palette</Box>
      </Box>
    </ThemeProvider>
  );
}
