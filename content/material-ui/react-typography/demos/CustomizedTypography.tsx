import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// styled(): a highlighted label built on a Typography variant.
const Highlight = styled(Typography)(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.warning.light,
  color: theme.palette.getContrastText(theme.palette.warning.light),
}));

// Theme overrides: all h6 text is bold and uppercase, and subtitles render <p> elements.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiTypography: {
        defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
        styleOverrides: { h6: { fontWeight: 700, textTransform: 'uppercase', fontSize: '0.9rem' } },
      },
    },
  });

export default function CustomizedTypography() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ fontWeight: 'medium', letterSpacing: 1, fontStyle: 'italic' }}>
        sx: italic, medium weight, wider letters
      </Typography>
      <Highlight variant="body2">Low stock: 3 left</Highlight>
      <ThemeProvider theme={theme}>
        <Typography variant="h6" component="p">
          Shipping details
        </Typography>
        <Typography variant="subtitle2">Orders placed before 2 p.m. leave the same day.</Typography>
      </ThemeProvider>
    </Stack>
  );
}
