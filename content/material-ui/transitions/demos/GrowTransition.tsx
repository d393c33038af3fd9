import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function Tile({ title }: { title: string }) {
  return (
    <Paper elevation={4} sx={{ p: 2, width: 160, height: 100 }}>
      <Typography variant="body2">{title}</Typography>
    </Paper>
  );
}

export default function GrowTransition() {
  const [checked, setChecked] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked(!checked)} />}
        label="Show tiles"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, minHeight: 100 }}>
        <Grow in={checked}>
          <div>
            <Tile title="Grows from the center" />
          </div>
        </Grow>
        {/* Grows from the top-left corner and takes longer: its timeout is fixed. */}
        <Grow in={checked} style={{ transformOrigin: '0 0 0' }} timeout={1000}>
          <div>
            <Tile title="From the corner, 1000 ms" />
          </div>
        </Grow>
      </Box>
    </div>
  );
}
