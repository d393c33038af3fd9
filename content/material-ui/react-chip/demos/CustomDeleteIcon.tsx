import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';

export default function CustomDeleteIcon() {
  const [draft, setDraft] = React.useState(true);
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {draft ? (
        <Chip label="Draft: Spring catalog" onDelete={() => setDraft(false)} deleteIcon={<DeleteIcon />} />
      ) : (
        <Button size="small" onClick={() => setDraft(true)}>
          Restore draft
        </Button>
      )}
      <Chip
        label={accepted ? 'Invite accepted' : 'Accept invite'}
        color={accepted ? 'success' : 'default'}
        variant="outlined"
        onDelete={() => setAccepted((value) => !value)}
        deleteIcon={<DoneIcon />}
      />
    </Stack>
  );
}
