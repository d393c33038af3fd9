import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

const components: ThemeOptions['components'] = {
  MuiButton: {
    // Default props: what every Button gets unless it says otherwise.
    defaultProps: { disableElevation: true, variant: 'contained' },
    // Style overrides, keyed by slot: `root` is the button element itself.
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius * 3,
        textTransform: 'none',
      }),
    },
  },
  MuiTextField: {
    defaultProps: { size: 'small' },
  },
};

// A function theme receives the page's theme, so the demo keeps its light or dark mode.
const theme = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, components });

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField label="Email address" defaultValue="amara@example.com" />
        <Button>Subscribe</Button>
        {/* A prop set on the element still wins over the default. */}
        <Button variant="outlined">Not now</Button>
      </Stack>
    </ThemeProvider>
  );
}
