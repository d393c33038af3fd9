import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function PositionedSnackbar() {
  const [open, setOpen] = React.useState(false);
  // The position outlives `open`, so the snackbar leaves from where it appeared.
  const [origin, setOrigin] = React.useState<SnackbarOrigin>({ vertical: 'top', horizontal: 'center' });

  const handleShow = (position: SnackbarOrigin) => {
    setOrigin(position);
    setOpen(true);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 1, justifyContent: 'center' }}>
      {positions.map((position) => (
        <Button
          key={`${position.vertical}-${position.horizontal}`}
          size="small"
          onClick={() => handleShow(position)}
        >
          {`${position.vertical} ${position.horizontal}`}
        </Button>
      ))}
      {/* A new key per position makes React mount a new snackbar instead of moving the open one. */}
      <Snackbar
        key={`${origin.vertical}-${origin.horizontal}`}
        anchorOrigin={origin}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Shown at ${origin.vertical} ${origin.horizontal}`}
      />
    </Box>
  );
}
