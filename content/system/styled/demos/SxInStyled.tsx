import { ThemeProvider, createTheme, styled } from '@mui/system';

const theme = createTheme({
  palette: { success: { main: '#2e7d32', light: '#e8f5e9' } },
});

// theme.unstable_sx converts sx syntax (shorthands, palette paths, responsive values) to CSS.
const Receipt = styled('section')(({ theme }) =>
  theme.unstable_sx({
    p: { xs: 2, sm: 3 },
    border: 1,
    borderColor: 'success.main',
    borderRadius: 2,
    bgcolor: 'success.light',
    color: 'success.main',
    '& h3': { m: 0, mb: 1 },
  }),
);

export default function SxInStyled() {
  return (
    <ThemeProvider theme={theme}>
      <Receipt>
        <h3>Payment received</h3>
        $54.90 for order #4821, paid by card ending in 4242.
      </Receipt>
    </ThemeProvider>
  );
}
