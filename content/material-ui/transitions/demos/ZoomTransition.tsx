import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';

export default function ZoomTransition() {
  const [checked, setChecked] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked(!checked)} />}
        label="Show actions"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, minHeight: 56 }}>
        <Zoom in={checked}>
          <Fab color="primary" aria-label="Add a book">
            <AddIcon />
          </Fab>
        </Zoom>
        {/* A delay makes the second button follow the first. */}
        <Zoom in={checked} style={{ transitionDelay: checked ? '150ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Edit the shelf">
            <EditIcon />
          </Fab>
        </Zoom>
      </Box>
    </div>
  );
}
