import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function ControlledTooltips() {
  const [open, setOpen] = React.useState(false);
  const [timesShown, setTimesShown] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip
        describeChild
        title="Export the report as a CSV file"
        open={open}
        onOpen={() => {
          setOpen(true);
          setTimesShown((count) => count + 1);
        }}
        onClose={() => setOpen(false)}
      >
        <Button variant="outlined">Export</Button>
      </Tooltip>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Tooltip shown {timesShown} {timesShown === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
