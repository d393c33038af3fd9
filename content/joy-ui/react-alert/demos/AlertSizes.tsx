import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoRounded from '@mui/icons-material/InfoRounded';

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert size="sm" startDecorator={<InfoRounded />}>
        Small: for dense tables and side panels.
      </Alert>
      <Alert size="md" startDecorator={<InfoRounded />}>
        Medium: the default.
      </Alert>
      <Alert size="lg" startDecorator={<InfoRounded />}>
        Large: for page-level messages.
      </Alert>
    </Stack>
  );
}
