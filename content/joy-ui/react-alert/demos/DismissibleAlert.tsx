import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState(true);
  if (!open) {
    return (
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show the alert again
      </Button>
    );
  }
  return (
    <Alert
      color="warning"
      sx={{ width: '100%' }}
      startDecorator={<CloudOffRounded />}
      endDecorator={
        <React.Fragment>
          <Button variant="soft" color="warning" size="sm" sx={{ mr: 1 }}>
            Retry
          </Button>
          <IconButton aria-label="Dismiss" variant="soft" color="warning" size="sm" onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        </React.Fragment>
      }
    >
      You are offline. Edits are kept on this device.
    </Alert>
  );
}
