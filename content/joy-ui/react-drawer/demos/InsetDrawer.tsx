import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InsetDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open notifications
      </Button>
      <Drawer
        anchor="right"
        size="sm"
        open={open}
        onClose={() => setOpen(false)}
        // The content slot becomes a transparent frame; the Sheet inside is the visible panel.
        slotProps={{
          content: { sx: { bgcolor: 'transparent', p: { xs: 1, md: 2 }, boxShadow: 'none' } },
          backdrop: { sx: { backdropFilter: 'none' } },
        }}
      >
        <Sheet variant="outlined" sx={{ position: 'relative', borderRadius: 'md', boxShadow: 'lg', height: '100%', display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Notifications</DialogTitle>
          <DialogContent sx={{ gap: 1.5 }}>
            <Typography level="body-sm">Invoice INV-2041 was paid.</Typography>
            <Typography level="body-sm">Maya Patel invited you to Roadmap 2026.</Typography>
            <Typography level="body-sm">Your export is ready to download.</Typography>
          </DialogContent>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
