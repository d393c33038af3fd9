import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function IframeDemo() {
  // Inside an iframe, media queries see the frame's width, not the page's: resize the window to see it change.
  const wide = useMediaQuery('(min-width: 600px)');
  return (
    <Box sx={{ minHeight: 160 }}>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="p">
            A fixed app bar lives in its own document
          </Typography>
        </Toolbar>
      </AppBar>
      <Typography sx={{ p: 2 }}>This frame is {wide ? 'at least' : 'narrower than'} 600 px wide.</Typography>
    </Box>
  );
}
