import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

// styled() reaches the inner parts through their class names.
const ReleaseNotesDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': { borderRadius: 16 },
  '& .MuiDialogContent-root': { padding: theme.spacing(2, 3) },
  '& .MuiDialogActions-root': { padding: theme.spacing(1, 2) },
}));

export default function CustomizedDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <ReleaseNotesDialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle sx={{ pr: 6 }}>What’s new in version 4.2</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        {/* `dividers` draws lines above and below the content. */}
        <DialogContent dividers>
          <Typography gutterBottom>Offline mode keeps your last 50 notes on the device.</Typography>
          <Typography gutterBottom>Search now matches words inside attached PDFs.</Typography>
          <Typography>Dark mode follows your system setting by default.</Typography>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Got it
          </Button>
        </DialogActions>
      </ReleaseNotesDialog>
    </React.Fragment>
  );
}
