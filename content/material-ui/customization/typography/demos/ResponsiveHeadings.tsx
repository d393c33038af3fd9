import { ThemeProvider, createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Every variant gets media queries that shrink it on narrow screens.
const responsiveTheme = (outer: Theme) => responsiveFontSizes(createTheme({ palette: { mode: outer.palette.mode } }));

export default function ResponsiveHeadings() {
  return (
    <ThemeProvider theme={responsiveTheme}>
      <Stack spacing={1}>
        <Typography variant="h3" component="p">
          Spring collection
        </Typography>
        <Typography variant="h5" component="p" sx={{ color: 'text.secondary' }}>
          Linen, cotton and a little color
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
