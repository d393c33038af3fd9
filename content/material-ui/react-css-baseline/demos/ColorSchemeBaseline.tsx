import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

const shelves = ['Fiction', 'History', 'Poetry', 'Science', 'Travel', 'Cooking', 'Art', 'Children'];

export default function ColorSchemeBaseline() {
  const [enabled, setEnabled] = React.useState(true);
  const selectId = React.useId();

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        }
        label="enableColorScheme"
      />
      <ThemeProvider theme={darkTheme}>
        {/* The dark theme's background and text apply to the scope; the switch decides about native controls. */}
        <ScopedCssBaseline enableColorScheme={enabled} sx={{ mt: 1, p: 2, borderRadius: 1 }}>
          <Box component="label" htmlFor={selectId} sx={{ display: 'block', mb: 1 }}>
            Shelf (a native select)
          </Box>
          <select id={selectId} defaultValue="Poetry">
            {shelves.map((shelf) => (
              <option key={shelf}>{shelf}</option>
            ))}
          </select>
          <Box
            sx={{
              mt: 2,
              height: 96,
              overflowY: 'scroll',
              border: 1,
              borderColor: 'divider',
              p: 1,
            }}
          >
            {shelves.map((shelf) => (
              <div key={shelf}>{shelf}: 12 new titles</div>
            ))}
          </Box>
        </ScopedCssBaseline>
      </ThemeProvider>
    </div>
  );
}
