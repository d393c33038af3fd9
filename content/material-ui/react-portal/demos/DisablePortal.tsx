import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(true);
  const target = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, mt: 1 }}>
        <Box sx={{ p: 1.5, minHeight: 80, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="overline" component="p">
            Sidebar
          </Typography>
          <Portal container={() => target.current} disablePortal={disablePortal}>
            <Typography variant="body2">3 items in your cart</Typography>
          </Portal>
        </Box>
        <Box ref={target} sx={{ p: 1.5, minHeight: 80, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="overline" component="p">
            Header
          </Typography>
        </Box>
      </Box>
    </div>
  );
}
