import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

const sections = [
  'Accounts', 'Acceptable use', 'Content you upload', 'Payments and refunds', 'Privacy',
  'Third-party services', 'Availability', 'Termination', 'Liability', 'Changes to these terms',
];

export default function ScrollableDialogContent() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Read the terms
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxWidth: 480 }}>
          <DialogTitle>Terms of service</DialogTitle>
          {/* DialogContent scrolls; the title and the actions stay in view. */}
          <DialogContent>
            {sections.map((section, index) => (
              <React.Fragment key={section}>
                <Typography level="title-sm" sx={{ mt: index === 0 ? 0 : 2 }}>
                  {index + 1}. {section}
                </Typography>
                <Typography level="body-sm">
                  This section explains what you and we agree to about {section.toLowerCase()}, and what happens
                  when either side does not keep to it.
                </Typography>
              </React.Fragment>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Accept</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Decline
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
