import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';

export default function ThemeBreakpointsQuery() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery(theme.breakpoints.between('sm', 'md'));
  // The callback form receives the theme itself.
  const isDesktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'));

  const layout = isPhone ? 'one column' : isTablet ? 'two columns' : 'three columns';

  return (
    <Stack spacing={0.5}>
      <Typography>{`down('sm'): ${String(isPhone)}`}</Typography>
      <Typography>{`between('sm', 'md'): ${String(isTablet)}`}</Typography>
      <Typography>{`up('md'): ${String(isDesktop)}`}</Typography>
      <Typography color="primary">The order list shows {layout}.</Typography>
    </Stack>
  );
}
