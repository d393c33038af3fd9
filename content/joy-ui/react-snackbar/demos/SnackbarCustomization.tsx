import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

const theme = extendTheme({
  components: {
    JoySnackbar: {
      // Every snackbar in this provider is soft, centered at the bottom and hides after 4 seconds.
      defaultProps: { variant: 'soft', anchorOrigin: { vertical: 'bottom', horizontal: 'center' }, autoHideDuration: 4000 },
      styleOverrides: { root: ({ theme: t }) => ({ boxShadow: t.vars.shadow.lg, '--Snackbar-radius': t.vars.radius.xl }) },
    },
  },
});

export default function SnackbarCustomization() {
  const [open, setOpen] = React.useState(false);
  return (
    <CssVarsProvider theme={theme}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Save settings
      </Button>
      <Snackbar
        open={open}
        color="success"
        role="status"
        onClose={() => setOpen(false)}
        startDecorator={<CheckCircleRounded />}
        // Slots: root, startDecorator, endDecorator and clickAway (the ClickAwayListener).
        slotProps={{ startDecorator: { sx: { color: 'success.500' } } }}
      >
        Settings saved.
      </Snackbar>
    </CssVarsProvider>
  );
}
