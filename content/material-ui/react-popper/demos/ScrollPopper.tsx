import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ScrollPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={flip} onChange={(e) => setFlip(e.target.checked)} />}
          label="flip"
        />
        <FormControlLabel
          control={
            <Switch
              checked={preventOverflow}
              onChange={(e) => setPreventOverflow(e.target.checked)}
            />
          }
          label="preventOverflow"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Open the popper, then scroll the box: it stays inside the box's edges.
      </Typography>
      <Box
        sx={{
          mt: 1,
          height: 200,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box sx={{ position: 'relative', height: 480, pt: '120px', textAlign: 'center' }}>
          <Button
            variant="contained"
            onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
          >
            Room 204
          </Button>
          <Popper
            open={Boolean(anchorEl)}
            anchorEl={anchorEl}
            placement="bottom"
            disablePortal
            modifiers={[
              { name: 'flip', enabled: flip },
              {
                name: 'preventOverflow',
                enabled: preventOverflow,
                options: { altAxis: true, padding: 8 },
              },
              { name: 'offset', options: { offset: [0, 8] } },
            ]}
          >
            <Paper elevation={4} sx={{ p: 1.5, width: 220 }}>
              <Typography variant="body2">Meeting room, 8 seats, booked until 3 p.m.</Typography>
            </Paper>
          </Popper>
        </Box>
      </Box>
    </div>
  );
}
