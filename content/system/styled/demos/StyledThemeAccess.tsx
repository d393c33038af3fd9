import { ThemeProvider, createTheme, styled } from '@mui/system';

const theme = createTheme({
  palette: { primary: { main: '#0b57d0', contrastText: '#ffffff' } },
});

const Banner = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  textAlign: 'center',
  // Breakpoint helpers return media queries to use as keys.
  [theme.breakpoints.up('sm')]: {
    padding: theme.spacing(2, 4),
    fontSize: 18,
    textAlign: 'start',
  },
}));

export default function StyledThemeAccess() {
  return (
    <ThemeProvider theme={theme}>
      <Banner>Summer sale: every paperback is 15% off.</Banner>
    </ThemeProvider>
  );
}
