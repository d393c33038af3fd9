import * as React from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

// Breakpoints of your own: `md` starts at 720 px here instead of 900 px.
const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 480, md: 720, lg: 1024, xl: 1440 } },
});

function CurrentBreakpoint() {
  const { breakpoints } = useTheme();
  const sm = useMediaQuery(breakpoints.up('sm'));
  const md = useMediaQuery(breakpoints.up('md'));
  const lg = useMediaQuery(breakpoints.up('lg'));
  const xl = useMediaQuery(breakpoints.up('xl'));
  const current = xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs';
  return (
    <Typography sx={{ p: 2 }}>
      The current breakpoint is <b>{current}</b> (md starts at {breakpoints.values.md} px).
    </Typography>
  );
}

export default function CustomBreakpointsQuery() {
  return (
    <ThemeProvider theme={theme}>
      <CurrentBreakpoint />
    </ThemeProvider>
  );
}
