import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

export default function PlainDemo() {
  const [count, setCount] = useState(0);
  // State proves the demo hydrated: the count only changes once React runs in the browser.
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </Button>
      <Button variant="text" onClick={() => setCount(0)}>
        Reset
      </Button>
    </Stack>
  );
}
