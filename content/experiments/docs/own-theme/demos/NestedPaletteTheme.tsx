import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';

export default function NestedPaletteTheme() {
  const [dark, setDark] = useState(false);
  // A plum brand color and a mode of the demo's own, whatever the site shows.
  const theme = useMemo(() => createTheme({ palette: { mode: dark ? 'dark' : 'light', primary: { main: '#7b1fa2' } } }), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <Card sx={{ width: 340 }}>
        <CardContent>
          <Typography variant="h6" component="p" gutterBottom>
            Evening reading list
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Three essays saved for later, about 40 minutes in all.
          </Typography>
          <FormControlLabel control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />} label="Dark card" />
        </CardContent>
        <CardActions>
          <Button variant="contained">Start reading</Button>
        </CardActions>
      </Card>
    </ThemeProvider>
  );
}
