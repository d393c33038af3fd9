import * as React from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// Keeps everything from the outer theme and only adds component defaults.
const compactButtons = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { size: 'small', disableElevation: true },
    },
  },
});

export default function ExtendOuterTheme() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Publish</Button>
        <Button variant="outlined">Preview</Button>
      </Stack>
      <ThemeProvider theme={compactButtons}>
        <Stack direction="row" spacing={1} role="group" aria-label="Toolbar">
          <Button variant="contained">Publish</Button>
          <Button variant="outlined">Preview</Button>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
