import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SnackbarSizes() {
  const [size, setSize] = React.useState<SnackbarProps['size'] | null>(null);
  return (
    <Stack direction="row" spacing={1}>
      {sizes.map((item) => (
        <Button key={item} variant="outlined" color="neutral" size={item} onClick={() => setSize(item)}>
          {item}
        </Button>
      ))}
      <Snackbar key={size} open={Boolean(size)} size={size ?? undefined} autoHideDuration={2500} onClose={() => setSize(null)} role="status">
        A snackbar of size {size}.
      </Snackbar>
    </Stack>
  );
}
