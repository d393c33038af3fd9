import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const formTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      // Every TextField is filled and small unless it says otherwise.
      MuiTextField: { defaultProps: { variant: 'filled', size: 'small', fullWidth: true } },
      // No ripple on Button, Tab, MenuItem or ListItemButton (IconButton needs its own entry).
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiButton: { defaultProps: { variant: 'contained', disableElevation: true } },
    },
  });

export default function ThemeDefaultProps() {
  return (
    <ThemeProvider theme={formTheme}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Full name" defaultValue="Amara Okafor" />
        <TextField label="Email" type="email" defaultValue="amara@example.com" />
        <TextField label="Company" variant="outlined" helperText="This field overrides the default variant" />
        <Button type="submit">Save profile</Button>
      </Stack>
    </ThemeProvider>
  );
}
