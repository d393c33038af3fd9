import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

export default function ClickCounter() {
  const [count, setCount] = React.useState(0);

  const handleIncrement = () => {
    // The functional form stays correct even if React batches several clicks.
    setCount((previous) => previous + 1);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={handleIncrement}>
        {`Clicked ${count} ${count === 1 ? 'time' : 'times'}`}
      </Button>
      <Button variant="text" disabled={count === 0} onClick={() => setCount(0)}>
        Reset
      </Button>
    </Stack>
  );
}
