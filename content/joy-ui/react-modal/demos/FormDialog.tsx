import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState('');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button onClick={() => setOpen(true)}>New label</Button>
      <Typography level="body-sm" aria-live="polite">
        {created && `Created label "${created}".`}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 400 }}>
          <DialogTitle>Create a label</DialogTitle>
          <DialogContent>Labels help you sort issues. Everyone in the repository can use them.</DialogContent>
          <form
            onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              setCreated(String(new FormData(event.currentTarget).get('name')));
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus placeholder="needs-review" />
              </FormControl>
              <FormControl>
                <FormLabel>Description</FormLabel>
                <Input name="description" />
              </FormControl>
              <Button type="submit">Create</Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
