import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';

const actions = [
  { icon: <NoteAddOutlinedIcon />, name: 'New document' },
  { icon: <CreateNewFolderOutlinedIcon />, name: 'New folder' },
  { icon: <UploadFileOutlinedIcon />, name: 'Upload file' },
  { icon: <PhotoCameraOutlinedIcon />, name: 'Scan with camera' },
];

export default function BasicSpeedDial() {
  return (
    // In an app the dial is usually fixed to the window; here a relative box contains it.
    <Box sx={{ position: 'relative', width: '100%', height: 320 }}>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
