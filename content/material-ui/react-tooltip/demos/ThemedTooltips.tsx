import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Theme overrides: every Tooltip inside gets an arrow, a longer delay and larger text.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiTooltip: {
        defaultProps: { arrow: true, enterDelay: 300, describeChild: true },
        styleOverrides: {
          tooltip: { fontSize: '0.875rem', padding: '8px 12px', backgroundColor: '#37474f' },
          arrow: { color: '#37474f' },
        },
      },
    },
  });

export default function ThemedTooltips() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2}>
        <Tooltip title="Duplicate this invoice as a new draft">
          <Button variant="outlined">Duplicate</Button>
        </Tooltip>
        <Tooltip title="Send a payment reminder to the customer">
          <Button variant="outlined">Remind</Button>
        </Tooltip>
      </Stack>
    </ThemeProvider>
  );
}
