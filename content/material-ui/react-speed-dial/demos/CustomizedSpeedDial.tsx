import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DownloadIcon from '@mui/icons-material/Download';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

// Every speed dial under this provider has a small secondary main button (through FabProps),
// and every action button is tinted. The theme function keeps the surrounding light or dark mode.
const dialTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiSpeedDial: { defaultProps: { FabProps: { color: 'secondary', size: 'small' } } },
      MuiSpeedDialAction: {
        styleOverrides: {
          fab: ({ theme }) => ({
            backgroundColor: theme.palette.secondary.light,
            color: theme.palette.secondary.contrastText,
            '&:hover': { backgroundColor: theme.palette.secondary.main },
          }),
        },
      },
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
        {/* sx places this one dial. */}
        <SpeedDial
          ariaLabel="Photo actions"
          direction="right"
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', bottom: 16, left: 16 }}
        >
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
          ))}
        </SpeedDial>
      </Box>
    </ThemeProvider>
  );
}
