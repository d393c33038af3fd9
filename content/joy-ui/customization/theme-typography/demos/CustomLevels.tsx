import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

declare module '@mui/joy/styles' {
  interface TypographySystemOverrides {
    overline: true;
  }
}

const theme = extendTheme({
  typography: {
    // Adjust an existing level: only the keys you give change.
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    // Add a level of your own.
    overline: {
      fontSize: '0.75rem',
      fontWeight: 700,
      letterSpacing: '0.1em',
      textTransform: 'uppercase',
      color: 'var(--joy-palette-primary-500)',
    },
  },
});

export default function CustomLevels() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={0.5} sx={{ maxWidth: 420, mx: 'auto' }}>
        <Typography level="overline">Case study</Typography>
        <Typography level="h2">How a bakery cut its waste by half</Typography>
        <Typography level="body-md">Daily orders, a shared spreadsheet, and a rule about Friday bread.</Typography>
      </Stack>
    </CssVarsProvider>
  );
}
