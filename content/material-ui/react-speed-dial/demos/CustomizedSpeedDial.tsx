import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DownloadIcon from '@mui/icons-material/Download';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

// Every SpeedDialAction under this provider shows its tooltip above instead of to the left.
// The theme function keeps the surrounding light or dark mode.
const dialTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiSpeedDialAction: { defaultProps: { tooltipPlacement: 'top' } },
    },
  });

const actions = [
  { icon: <FavoriteBorderIcon />, name: 'Like' },
  { icon: <BookmarkBorderIcon />, name: 'Save' },
  { icon: <DownloadIcon />, name: 'Download' },
];

export default function CustomizedSpeedDial() {
  return (
    <ThemeProvider theme={dialTheme}>
      <Box sx={{ position: 'relative', width: '100%', height: 200 }}>
        <SpeedDial
          ariaLabel="Photo actions"
          direction="right"
          icon={<SpeedDialIcon />}
          // FabProps reach the main button: here a small secondary one.
          FabProps={{ color: 'secondary', size: 'small' }}
          sx={{ position: 'absolute', bottom: 16, left: 16 }}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              tooltipTitle={action.name}
              // sx for one-off styles: tinted action buttons.
              sx={{ bgcolor: 'secondary.light', color: 'secondary.contrastText' }}
            />
          ))}
        </SpeedDial>
      </Box>
    </ThemeProvider>
  );
}
