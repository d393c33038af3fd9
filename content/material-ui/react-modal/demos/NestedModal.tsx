import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panelSx = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
} as const;

function RemoveMemberModal({ onRemoved }: { onRemoved: () => void }) {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <React.Fragment>
      <Button color="error" onClick={() => setOpen(true)}>
        Remove Ana Silva
      </Button>
      {/* A modal opened from inside another one stacks on top of it. */}
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Box sx={{ ...panelSx, width: 300 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Remove Ana Silva?
          </Typography>
          <Typography sx={{ mt: 1 }}>She loses access to the project at once.</Typography>
          <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                setOpen(false);
                onRemoved();
              }}
            >
              Remove
            </Button>
          </Box>
        </Box>
      </Modal>
    </React.Fragment>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);
  const [members, setMembers] = React.useState(['Ana Silva', 'Kenji Watanabe', 'Fatima Zahra']);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Manage team
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Box sx={{ ...panelSx, width: 400 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Team members
          </Typography>
          <Typography sx={{ mt: 1 }}>{members.join(', ')}</Typography>
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {members.includes('Ana Silva') ? (
              <RemoveMemberModal
                onRemoved={() => setMembers((list) => list.filter((name) => name !== 'Ana Silva'))}
              />
            ) : null}
            <Button onClick={() => setOpen(false)}>Done</Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
