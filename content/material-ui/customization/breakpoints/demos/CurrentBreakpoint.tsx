import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Same keys, other widths: sm starts at 480px and xl at 1280px.
const compactTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    breakpoints: { values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1280 } },
  });

function Keys() {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  const active = { xs: true, sm, md, lg, xl };
  return (
    <Stack spacing={1}>
      <Typography variant="body2">Breakpoints that apply at this window width:</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {theme.breakpoints.keys.map((key) => (
          <Chip key={key} label={`${key} ≥ ${theme.breakpoints.values[key]}px`} color={active[key] ? 'primary' : 'default'} variant={active[key] ? 'filled' : 'outlined'} />
        ))}
      </Stack>
    </Stack>
  );
}

export default function CurrentBreakpoint() {
  return (
    <ThemeProvider theme={compactTheme}>
      <Keys />
    </ThemeProvider>
  );
}
