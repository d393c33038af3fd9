import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const note = (
  <Paper variant="outlined" sx={{ p: 2, width: 170 }}>
    <Typography variant="body2">
      Gift wrap: recycled paper, a handwritten card and a ribbon. Adds $4.50 to the order.
    </Typography>
  </Paper>
);

export default function CollapseTransition() {
  const [checked, setChecked] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked(!checked)} />}
        label="Show details"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 1, minHeight: 150 }}>
        <div>
          <Typography variant="caption">Vertical</Typography>
          <Collapse in={checked}>{note}</Collapse>
        </div>
        <div>
          <Typography variant="caption">{'orientation="horizontal"'}</Typography>
          <Collapse in={checked} orientation="horizontal">
            {note}
          </Collapse>
        </div>
        <div>
          <Typography variant="caption">collapsedSize=&#123;48&#125;</Typography>
          <Collapse in={checked} collapsedSize={48}>
            {note}
          </Collapse>
        </div>
      </Box>
    </div>
  );
}
