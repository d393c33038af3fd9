import * as React from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export default function SpacingUnit() {
  const [unit, setUnit] = React.useState(8);
  const theme = React.useCallback((outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, spacing: unit }), [unit]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup exclusive size="small" value={unit} onChange={(_, value) => value && setUnit(value)} aria-label="Spacing unit">
        {[4, 8, 12].map((value) => (
          <ToggleButton key={value} value={value}>
            spacing: {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        {/* p: 2 and spacing={1} are multiples of the unit */}
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
          <Stack spacing={1}>
            <Typography variant="h6" component="p">
              Invoice #2041
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Due on 14 March, 3 items, €1,280.00
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="small">
                Pay now
              </Button>
              <Button size="small">Download PDF</Button>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
