import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Reads values that only exist in the browser: rendering it on the server would fail or differ.
function VisitorDetails() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Typography>
      Deliveries are shown in your time zone, <b>{timeZone}</b>, for a window {window.innerWidth} px
      wide.
    </Typography>
  );
}

export default function BrowserOnlyNoSsr() {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="subtitle2" component="p">
        Rendered on the server and in the browser
      </Typography>
      <Typography sx={{ mb: 2 }}>Order #4821: three books, ships Monday.</Typography>
      <Typography variant="subtitle2" component="p">
        Rendered in the browser only
      </Typography>
      <NoSsr fallback={<Skeleton variant="text" width="100%" height={48} />}>
        <VisitorDetails />
      </NoSsr>
    </Box>
  );
}
