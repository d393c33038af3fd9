import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function FadeTransition() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ minHeight: 120 }}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked(!checked)} />}
        label="Show notice"
      />
      <Fade in={checked}>
        <Alert severity="info" sx={{ mt: 1, maxWidth: 420 }}>
          The warehouse is closed on Monday for inventory.
        </Alert>
      </Fade>
    </Box>
  );
}
