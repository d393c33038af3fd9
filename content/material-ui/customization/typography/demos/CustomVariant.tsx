import type { CSSProperties } from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    kicker: CSSProperties;
  }
  interface TypographyVariantsOptions {
    kicker?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    kicker: true;
  }
}

const kickerTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    typography: {
      kicker: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', lineHeight: 1.5 },
    },
    components: {
      // Render the new variant as a <p> instead of the fallback <span>.
      MuiTypography: { defaultProps: { variantMapping: { kicker: 'p' } } },
    },
  });

export default function CustomVariant() {
  return (
    <ThemeProvider theme={kickerTheme}>
      <Stack spacing={0.5}>
        <Typography variant="kicker" sx={{ color: 'primary.main' }}>
          New this week
        </Typography>
        <Typography variant="h5" component="p">
          Offline maps for every trail
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
