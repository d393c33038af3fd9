import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotion() {
  const [checked, setChecked] = React.useState(false);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked(!checked)} />}
        label="Show summary"
      />
      <Typography variant="body2" color="text.secondary">
        Your system {reduceMotion ? 'asks for' : 'does not ask for'} reduced motion.
      </Typography>
      <Box sx={{ mt: 1, minHeight: 80 }}>
        {/* A timeout of 0 shows and hides the panel at once, without movement. */}
        <Grow in={checked} timeout={reduceMotion ? 0 : 'auto'}>
          <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
            <Typography variant="body2">3 orders shipped today, 1 waiting for payment.</Typography>
          </Paper>
        </Grow>
      </Box>
    </div>
  );
}
