import * as React from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function PrefersColorSchemeQuery() {
  // Any CSS media feature works, not only widths.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hover = useMediaQuery('(hover: hover)');

  return (
    <Typography component="ul" sx={{ m: 0 }}>
      <li>Your system prefers a {prefersDark ? 'dark' : 'light'} color scheme.</li>
      <li>It {reduceMotion ? 'asks' : 'does not ask'} for reduced motion.</li>
      <li>Your main pointer {hover ? 'can' : 'cannot'} hover.</li>
    </Typography>
  );
}
