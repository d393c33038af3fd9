import { ThemeProvider, createTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const theme = createTheme({
  cssVariables: { cssVarPrefix: 'shop', colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: {
    light: { palette: { primary: { main: '#2e7d32' } } },
    dark: { palette: { primary: { main: '#81c784' } } },
  },
});

export default function CustomPrefix() {
  return (
    <ThemeProvider theme={theme}>
      {/* Plain CSS can read the theme's variables by their prefixed names. */}
      <Box sx={{ p: 2, borderInlineStart: '4px solid var(--shop-palette-primary-main)', bgcolor: 'var(--shop-palette-background-paper)' }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Free delivery on orders over €50 this week.
        </Typography>
        <Button variant="contained" size="small">
          Shop the sale
        </Button>
      </Box>
    </ThemeProvider>
  );
}
