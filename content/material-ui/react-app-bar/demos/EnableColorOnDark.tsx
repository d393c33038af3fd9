import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

// The site's theme switches its CSS variables on the `data-mui-color-scheme` attribute: setting it on
// this box makes everything inside dark, whatever mode the page is in, so the two bars always differ.
export default function EnableColorOnDark() {
  return (
    <Stack data-mui-color-scheme="dark" spacing={2} sx={{ p: 2, width: '100%', bgcolor: 'background.default', borderRadius: 1 }}>
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
