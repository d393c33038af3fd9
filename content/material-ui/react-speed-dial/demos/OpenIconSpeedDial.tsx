import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';

const actions = [
  { icon: <MailOutlineIcon />, name: 'Email' },
  { icon: <SmsOutlinedIcon />, name: 'Text message' },
  { icon: <ForumOutlinedIcon />, name: 'Group chat' },
];

export default function OpenIconSpeedDial() {
  return (
    <Box sx={{ position: 'relative', width: '100%', height: 320 }}>
      {/* The plus icon turns into a pencil while the dial is open. */}
      <SpeedDial
        ariaLabel="New message"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
