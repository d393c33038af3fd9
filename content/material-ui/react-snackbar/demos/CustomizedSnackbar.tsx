import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import CloudDoneIcon from '@mui/icons-material/CloudDone';

export default function CustomizedSnackbar() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Back up now
      </Button>
      {/* ContentProps styles the SnackbarContent that Snackbar renders for you. */}
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <CloudDoneIcon fontSize="small" />
            Backup complete: 2,318 photos
          </span>
        }
        ContentProps={{
          sx: { bgcolor: 'success.dark', color: 'success.contrastText', borderRadius: 6, px: 3 },
        }}
      />
    </div>
  );
}
