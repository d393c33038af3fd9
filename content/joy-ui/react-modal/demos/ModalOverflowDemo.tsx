import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';

const changes = [
  'Dark mode for the mobile app', 'Faster search across archived projects', 'Keyboard shortcuts for every menu',
  'CSV export of reports', 'Two-factor sign-in with passkeys', 'Shared templates for teams',
  'Comment reactions', 'Custom fields on tasks', 'Calendar sync with Outlook', 'Bulk edit of due dates',
  'Read-only guest links', 'Timeline zoom levels', 'Improved screen reader labels', 'Webhooks for status changes',
  'Weekly digest emails', 'Fewer notifications for minor edits', 'Archive instead of delete', 'Audit log filters',
];

export default function ModalOverflowDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Release notes
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* The whole dialog scrolls inside the viewport, like a long page. */}
        <ModalOverflow>
          <ModalDialog sx={{ width: 420 }}>
            <ModalClose aria-label="Close" />
            <DialogTitle>Release 2024.6: 18 changes</DialogTitle>
            <List marker="disc">
              {changes.map((change) => (
                <ListItem key={change} sx={{ py: 1.5 }}>
                  {change}
                </ListItem>
              ))}
            </List>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </React.Fragment>
  );
}
