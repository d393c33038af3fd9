import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function SnackbarPositions() {
  const [anchor, setAnchor] = React.useState<SnackbarOrigin | null>(null);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, width: '100%', maxWidth: 420 }}>
      {positions.map((position) => (
        <Button key={`${position.vertical}-${position.horizontal}`} variant="outlined" color="neutral" size="sm" onClick={() => setAnchor(position)}>
          {position.vertical} {position.horizontal}
        </Button>
      ))}
      <Snackbar
        // A new key per position makes the snackbar remount, so it animates in from its new edge.
        key={anchor ? `${anchor.vertical}-${anchor.horizontal}` : 'none'}
        open={Boolean(anchor)}
        anchorOrigin={anchor ?? undefined}
        autoHideDuration={2500}
        onClose={() => setAnchor(null)}
        role="status"
      >
        Shown at {anchor?.vertical} {anchor?.horizontal}.
      </Snackbar>
    </div>
  );
}
