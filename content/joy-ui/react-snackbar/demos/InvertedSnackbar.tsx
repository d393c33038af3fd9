import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';

export default function InvertedSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Check for updates
      </Button>
      <Snackbar
        open={open}
        onClose={(event, reason) => reason !== 'clickaway' && setOpen(false)}
        variant="solid"
        color="primary"
        invertedColors
        role="status"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        startDecorator={<SystemUpdateAltRounded />}
        sx={{ alignItems: 'flex-start', maxWidth: 400 }}
      >
        <Stack spacing={1}>
          <Typography level="title-md">Version 3.5 is ready</Typography>
          <Typography level="body-sm">Restart the app to finish installing the update.</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="solid" onClick={() => setOpen(false)}>Restart now</Button>
            <Button variant="outlined" onClick={() => setOpen(false)}>Tonight</Button>
          </Stack>
        </Stack>
      </Snackbar>
    </React.Fragment>
  );
}
