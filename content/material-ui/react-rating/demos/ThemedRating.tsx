import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Rating under this provider takes half stars and uses a teal color.
const themeOptions: ThemeOptions = {
  components: {
    MuiRating: {
      defaultProps: { precision: 0.5, size: 'large' },
      styleOverrides: {
        iconFilled: { color: '#00897b' },
        iconHover: { color: '#00695c' },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedRating() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="hotel-rating-label">Rate your stay</Typography>
        <Rating role="radiogroup" aria-labelledby="hotel-rating-label" name="hotel-rating" defaultValue={3.5} />
      </Stack>
    </ThemeProvider>
  );
}
