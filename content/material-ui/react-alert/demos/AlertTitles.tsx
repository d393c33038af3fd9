import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="warning">
        <AlertTitle>Scheduled maintenance</AlertTitle>
        Payments are unavailable on Sunday from 02:00 to 04:00 UTC.
      </Alert>
      <Alert severity="error" variant="outlined">
        <AlertTitle>Two fields need your attention</AlertTitle>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>Enter a postal code.</li>
          <li>Choose a delivery date after today.</li>
        </ul>
      </Alert>
    </Stack>
  );
}
