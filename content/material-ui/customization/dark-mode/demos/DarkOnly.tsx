import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A fixed dark theme: dark whatever the page or the system prefers.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function DarkOnly() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box sx={{ p: 3, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary', width: '100%', maxWidth: 380 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="p">Night shift dashboard</Typography>
          <Alert severity="warning">Freezer 3 is 2 °C above its target.</Alert>
          <FormControlLabel control={<Switch defaultChecked />} label="Notify the on-call technician" />
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Acknowledge</Button>
            <Button>Details</Button>
          </Stack>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
