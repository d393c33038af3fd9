import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function NestedModals() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setSettingsOpen(true)}>
        Workspace settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog sx={{ width: 420 }}>
          <DialogTitle>Workspace settings</DialogTitle>
          <DialogContent>Resetting restores the default theme, members' roles and notification rules.</DialogContent>
          <DialogActions>
            <Button variant="soft" color="danger" onClick={() => setConfirmOpen(true)}>
              Reset workspace
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setSettingsOpen(false)}>
              Close
            </Button>
          </DialogActions>
          {/* The second Modal opens on top; Escape closes only the topmost one. */}
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
            <ModalDialog role="alertdialog" size="sm" layout="center" sx={{ maxWidth: 320 }}>
              <DialogTitle>Reset the workspace?</DialogTitle>
              <DialogContent>This cannot be undone.</DialogContent>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setConfirmOpen(false);
                    setSettingsOpen(false);
                  }}
                >
                  Reset
                </Button>
                <Button variant="plain" color="neutral" onClick={() => setConfirmOpen(false)}>
                  Cancel
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
