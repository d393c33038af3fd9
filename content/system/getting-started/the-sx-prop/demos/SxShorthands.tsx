import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

const theme = createTheme({
  palette: {
    primary: { main: '#0b57d0', contrastText: '#ffffff' },
    grey: { 100: '#f3f4f6', 300: '#d1d5db', 800: '#1f2937' },
  },
});

export default function SxShorthands() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          width: 1, // numbers from 0 to 1 are percentages: 100%
          maxWidth: 'sm', // a breakpoint key: 600px
          p: 2, // spacing: 2 × 8px
          border: 1, // 1px solid
          borderColor: 'grey.300', // a palette path
          borderRadius: 2, // 2 × theme.shape.borderRadius (4px)
          bgcolor: 'grey.100',
          color: 'grey.800',
        }}
      >
        <Box sx={{ mb: 1.5, fontWeight: 'bold' }}>Shipping address</Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Box
            sx={{
              width: 1 / 2,
              p: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
            }}
          >
            width: 1 / 2
          </Box>
          <Box
            sx={{
              width: 1 / 4,
              p: 1,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 1,
            }}
          >
            width: 1 / 4
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
