import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* The icon follows `severity`; the colors follow `color`. */}
      <Alert severity="success" color="info">
        Report exported. It is also in your downloads folder.
      </Alert>
      <Alert severity="warning" color="error" variant="outlined">
        Your trial ends tomorrow.
      </Alert>
    </Stack>
  );
}
