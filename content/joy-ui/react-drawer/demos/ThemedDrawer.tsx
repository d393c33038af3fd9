import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

const theme = extendTheme({
  components: {
    JoyDrawer: {
      // Every drawer of the app opens from the bottom, with rounded top corners.
      defaultProps: { anchor: 'bottom', size: 'sm' },
      styleOverrides: {
        root: { '--Drawer-transitionDuration': '0.2s' },
        content: ({ theme: t }) => ({
          borderTopLeftRadius: t.vars.radius.lg,
          borderTopRightRadius: t.vars.radius.lg,
        }),
      },
    },
  },
});

export default function ThemedDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <CssVarsProvider theme={theme}>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Share
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Share “Roadmap 2026”</DialogTitle>
        <DialogContent sx={{ px: 1.5 }}>Anyone with the link can view this document.</DialogContent>
      </Drawer>
    </CssVarsProvider>
  );
}
