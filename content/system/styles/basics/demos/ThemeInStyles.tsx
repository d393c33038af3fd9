import { ThemeProvider, createTheme, styled } from '@mui/system';

const theme = createTheme({
  palette: { primary: { main: '#0b57d0', contrastText: '#ffffff' } },
});

// makeStyles((theme) => ({ ... })) becomes a style function that receives the theme.
const Banner = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
}));

export default function ThemeInStyles() {
  return (
    <ThemeProvider theme={theme}>
      <Banner>Members get free shipping on every order.</Banner>
    </ThemeProvider>
  );
}
