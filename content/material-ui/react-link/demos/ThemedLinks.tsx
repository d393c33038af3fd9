import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Link under this provider underlines on hover only and gets a thicker underline when it does.
// A theme function keeps the light or dark mode of the theme around it.
const linkTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: {
          root: {
            fontWeight: 500,
            textUnderlineOffset: 4,
            '&:hover': { textDecorationThickness: 2 },
          },
        },
      },
    },
  });

// styled() for a reusable variation: a quiet footer link.
const FooterLink = styled(Link)(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  '&:hover': { color: theme.palette.text.primary },
}));

export default function ThemedLinks() {
  return (
    <ThemeProvider theme={linkTheme}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
      >
        <Link href="#">Pricing</Link>
        <Link href="#">Documentation</Link>
        {/* sx for a one-off change. */}
        <Link href="#" sx={{ color: 'success.main' }}>
          All systems normal
        </Link>
        <FooterLink href="#">Privacy</FooterLink>
        <FooterLink href="#">Cookies</FooterLink>
      </Stack>
    </ThemeProvider>
  );
}
