import { ThemeProvider, createTheme, styled, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

declare module '@mui/material/styles' {
  interface Theme {
    shop: { saleColor: string; badgeRadius: number };
  }
  interface ThemeOptions {
    shop?: { saleColor?: string; badgeRadius?: number };
  }
}

const shopTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    shop: { saleColor: '#d81b60', badgeRadius: 12 },
  });

// Any styled component can read the new keys.
const SaleBadge = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shop.badgeRadius,
  backgroundColor: theme.shop.saleColor,
  color: theme.palette.getContrastText(theme.shop.saleColor),
  ...theme.typography.caption,
  fontWeight: 700,
}));

export default function CustomThemeKeys() {
  return (
    <ThemeProvider theme={shopTheme}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="p">
          Wool scarf, €24
        </Typography>
        <SaleBadge>−30%</SaleBadge>
      </Stack>
    </ThemeProvider>
  );
}
