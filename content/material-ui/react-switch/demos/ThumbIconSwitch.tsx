import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

// `icon` and `checkedIcon` replace the thumb; size the element like the default 20px thumb and
// color it like one (primary when on, white when off), so it stands out on either color scheme.
function Thumb({ checked, children }: { checked?: boolean; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        width: 20,
        height: 20,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: checked ? 'primary.main' : 'common.white',
        color: checked ? 'primary.contrastText' : 'grey.800',
        boxShadow: 1,
        '& svg': { fontSize: 14 },
      }}
    >
      {children}
    </Box>
  );
}

export default function ThumbIconSwitch() {
  const [night, setNight] = React.useState(true);
  return (
    <FormControlLabel
      label={night ? 'Night reading mode' : 'Day reading mode'}
      control={
        <Switch
          checked={night}
          onChange={(event) => setNight(event.target.checked)}
          icon={<Thumb><LightModeIcon /></Thumb>}
          checkedIcon={<Thumb checked><DarkModeIcon /></Thumb>}
        />
      }
    />
  );
}
