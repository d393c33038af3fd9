import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider, type Theme } from '@mui/material/styles';

// The theme's typography sets the font stack, the sizes and the weights of every variant.
const theme = (outer: Theme) =>
  responsiveFontSizes(
    createTheme({
      palette: { mode: outer.palette.mode },
      typography: {
        fontFamily: 'Georgia, "Times New Roman", serif',
        h3: { fontWeight: 700 },
        subtitle1: { fontStyle: 'italic' },
        overline: { letterSpacing: '0.2em' },
      },
    }),
  );

export default function ThemeTypography() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1}>
        <Typography variant="overline" component="p">
          Weekend edition
        </Typography>
        {/* responsiveFontSizes makes h3 smaller on narrow screens. */}
        <Typography variant="h3" component="p">
          The slow return of the city orchard
        </Typography>
        <Typography variant="subtitle1" component="p">
          How four neighborhoods planted 600 fruit trees
        </Typography>
        {/* The typography key of sx applies a theme variant to any element. */}
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>By Hanna Lind, 6 minute read</Box>
      </Stack>
    </ThemeProvider>
  );
}
