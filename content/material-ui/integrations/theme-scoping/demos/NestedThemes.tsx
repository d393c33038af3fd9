import * as React from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

function Section({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      <FormControlLabel control={<Switch defaultChecked />} label="Email alerts" />
      <Button variant="contained" fullWidth sx={{ mt: 1 }}>
        Save
      </Button>
    </Paper>
  );
}

export default function NestedThemes() {
  return (
    // The outer theme: the app's own look.
    <ThemeProvider
      theme={(site: Theme) =>
        createTheme({ palette: { mode: site.palette.mode, primary: { main: '#00796b' } } })
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Section title="Account" />
        {/* The inner theme receives the outer one and changes only what it returns. */}
        <ThemeProvider
          theme={(outer: Theme) =>
            createTheme({
              palette: { mode: outer.palette.mode, primary: { main: '#6a1b9a' } },
              shape: { borderRadius: 12 },
            })
          }
        >
          <Section title="Partner area" />
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
