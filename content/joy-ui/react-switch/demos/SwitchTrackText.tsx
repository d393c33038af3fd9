import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchTrackText() {
  const [checked, setChecked] = React.useState(true);
  return (
    <Switch
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      color={checked ? 'success' : 'neutral'}
      slotProps={{
        input: { 'aria-label': 'Public profile' },
        // The track is a slot like any other: put the state in words inside it.
        track: {
          children: (
            <React.Fragment>
              <Typography component="span" level="inherit" sx={{ ml: '8px' }}>
                On
              </Typography>
              <Typography component="span" level="inherit" sx={{ mr: '8px' }}>
                Off
              </Typography>
            </React.Fragment>
          ),
        },
      }}
      sx={{
        '--Switch-thumbSize': '26px',
        '--Switch-trackWidth': '68px',
        '--Switch-trackHeight': '32px',
        '& .MuiSwitch-track': { justifyContent: 'space-between', fontSize: 'xs', fontWeight: 'lg' },
      }}
    />
  );
}
