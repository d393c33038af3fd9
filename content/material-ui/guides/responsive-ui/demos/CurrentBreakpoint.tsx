import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const order: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function CurrentBreakpoint() {
  const theme = useTheme();
  // One query per breakpoint: `only(key)` matches from that breakpoint up to the next one.
  const matches = {
    xs: useMediaQuery(theme.breakpoints.only('xs')),
    sm: useMediaQuery(theme.breakpoints.only('sm')),
    md: useMediaQuery(theme.breakpoints.only('md')),
    lg: useMediaQuery(theme.breakpoints.only('lg')),
    xl: useMediaQuery(theme.breakpoints.only('xl')),
  };
  const current = order.find((key) => matches[key]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {order.map((key) => (
          <Chip
            key={key}
            label={`${key} ≥ ${theme.breakpoints.values[key]}px`}
            color={key === current ? 'primary' : 'default'}
            variant={key === current ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {current ? `The window is in the ${current} range. Resize it to see the range change.` : 'Measuring the window…'}
      </Typography>
    </Stack>
  );
}
