import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function AnchorPositionPopover() {
  const [position, setPosition] = React.useState<{
    top: number;
    left: number;
  } | null>(null);

  return (
    <div>
      <Paper
        variant="outlined"
        onClick={(event) => setPosition({ top: event.clientY, left: event.clientX })}
        sx={{ p: 3, height: 140, cursor: 'crosshair', bgcolor: 'action.hover' }}
      >
        <Typography color="text.secondary">
          Floor plan: click anywhere to pin a note at that spot.
        </Typography>
      </Paper>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        // No element: the popover is placed at viewport coordinates.
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Typography sx={{ p: 1.5 }}>
          Pinned at {position?.left ?? 0}, {position?.top ?? 0}
        </Typography>
      </Popover>
    </div>
  );
}
