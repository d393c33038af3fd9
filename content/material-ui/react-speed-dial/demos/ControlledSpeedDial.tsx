import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import AlarmAddIcon from '@mui/icons-material/AlarmAdd';
import EventIcon from '@mui/icons-material/Event';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

const actions = [
  { icon: <TaskAltIcon />, name: 'Add task' },
  { icon: <EventIcon />, name: 'Add event' },
  { icon: <AlarmAddIcon />, name: 'Add reminder' },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState('nothing yet');

  return (
    <Box sx={{ position: 'relative', width: '100%', height: 320 }}>
      <Typography role="status">Last action: {lastAction}</Typography>
      <SpeedDial
        ariaLabel="Add to calendar"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            // Running an action closes the dial.
            onClick={() => {
              setLastAction(action.name);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
