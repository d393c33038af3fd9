import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setInvited(String(data.get('email')));
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography variant="body2" role="status">
        {invited ? `Invitation sent to ${invited}.` : 'No invitations sent yet.'}
      </Typography>
      {/* The Paper renders as a <form>, so Enter in the field submits and the submit button works. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>They get an email with a link to join the Design workspace.</DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            id="invite-email"
            name="email"
            label="Email address"
            type="email"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invitation</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
