import * as React from 'react';
import { Transition } from 'react-transition-group';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const duration = 300;

export default function TransitionModal() {
  const [open, setOpen] = React.useState(false);
  // nodeRef spares react-transition-group from calling the deprecated findDOMNode.
  const nodeRef = React.useRef<HTMLDivElement>(null);
  const backdropStyle = { entering: { opacity: 1 }, entered: { opacity: 1 } } as Record<string, object>;
  const dialogStyle = { entering: { opacity: 1, transform: 'translate(-50%, -50%)' }, entered: { opacity: 1, transform: 'translate(-50%, -50%)' } } as Record<string, object>;
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open with a transition
      </Button>
      <Transition in={open} timeout={duration} nodeRef={nodeRef}>
        {(state: string) => (
          // keepMounted lets the exit transition play before the modal is hidden.
          <Modal
            keepMounted
            open={!['exited', 'unmounted'].includes(state)}
            onClose={() => setOpen(false)}
            slotProps={{
              backdrop: { sx: { opacity: 0, transition: `opacity ${duration}ms`, ...backdropStyle[state] } },
            }}
            sx={{ visibility: state === 'exited' ? 'hidden' : 'visible' }}
          >
            <ModalDialog
              ref={nodeRef}
              sx={{
                opacity: 0,
                transform: 'translate(-50%, calc(-50% + 24px))',
                transition: `opacity ${duration}ms, transform ${duration}ms`,
                ...dialogStyle[state],
              }}
            >
              <ModalClose aria-label="Close" />
              <DialogTitle>Welcome back, Jonas</DialogTitle>
              <DialogContent>You have 3 unread mentions and a review request from Lea.</DialogContent>
            </ModalDialog>
          </Modal>
        )}
      </Transition>
    </React.Fragment>
  );
}
