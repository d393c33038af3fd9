import * as React from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width:600px)');

  return (
    <Typography component="div">
      <code>(min-width:600px)</code> matches:{' '}
      <Chip size="small" color={wide ? 'success' : 'default'} label={String(wide)} />
      <br />
      Resize the window to see it change.
    </Typography>
  );
}
