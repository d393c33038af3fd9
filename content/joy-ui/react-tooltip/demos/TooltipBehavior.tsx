import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function TooltipBehavior() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* Wait half a second before opening, and stay open a moment after leaving. */}
      <Tooltip title="Archived projects are read-only" enterDelay={500} leaveDelay={200} describeChild>
        <Button variant="outlined">Slow to open</Button>
      </Tooltip>
      <Tooltip title="Drop files here" followCursor describeChild>
        <Sheet variant="soft" tabIndex={0} sx={{ px: 3, py: 2, borderRadius: 'sm' }}>
          Follows the pointer
        </Sheet>
      </Tooltip>
      {/* Controlled: the switch decides, hover and focus do not. */}
      <Tooltip title="Your changes are saved automatically" open={open} placement="top" arrow describeChild>
        <Typography component="label" startDecorator={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />}>
          Show hint
        </Typography>
      </Tooltip>
    </Stack>
  );
}
