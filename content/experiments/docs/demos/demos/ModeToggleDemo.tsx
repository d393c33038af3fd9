import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';

export default function ModeToggleDemo() {
  const [dark, setDark] = useState(false);
  // A theme of its own: the toggle changes this demo only, never the rest of the page.
  const theme = useMemo(() => createTheme({ palette: { mode: dark ? 'dark' : 'light' } }), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <Card sx={{ maxWidth: 360 }}>
        <CardContent>
          <Typography variant="h6" component="p" gutterBottom>
            {dark ? 'Dark' : 'Light'} card
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            This switch flips the mode inside the demo, whatever mode the site is in.
          </Typography>
          <FormControlLabel control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />} label="Dark mode" />
        </CardContent>
      </Card>
    </ThemeProvider>
  );
}
