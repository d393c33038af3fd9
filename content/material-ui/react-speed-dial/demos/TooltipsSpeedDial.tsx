import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';

const actions = [
  { icon: <DirectionsWalkIcon />, name: 'Walk' },
  { icon: <DirectionsBikeIcon />, name: 'Bike' },
  { icon: <DirectionsCarIcon />, name: 'Drive' },
];

export default function TooltipsSpeedDial() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ position: 'relative', width: '100%', height: 320 }}>
      <SpeedDial
        ariaLabel="Get directions"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          // tooltipOpen shows every label while the dial is open: no hover needed on touch screens.
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
