import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

// No theme of its own: the site's theme uses CSS variables, which the dark surface swap needs.
// Switch the site to dark mode to see the two bars differ.
export default function EnableColorOnDark() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <AppBar position="static" color="primary">
        <Toolbar>
          <Typography variant="subtitle1" component="div">
            Default: a dark surface in dark mode
          </Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar>
          <Typography variant="subtitle1" component="div">
            enableColorOnDark: keeps the primary color
          </Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
