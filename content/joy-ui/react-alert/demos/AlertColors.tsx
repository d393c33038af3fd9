import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoRounded from '@mui/icons-material/InfoRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';

const alerts = [
  { color: 'primary', title: 'New', text: 'Comments now support Markdown tables.', icon: <CampaignRounded /> },
  { color: 'neutral', title: 'Heads up', text: 'Maintenance is planned for Sunday, 02:00 UTC.', icon: <InfoRounded /> },
  { color: 'success', title: 'Payment received', text: 'Invoice INV-2041 is paid in full.', icon: <CheckCircleRounded /> },
  { color: 'warning', title: 'Storage almost full', text: 'You have used 92% of your 50 GB.', icon: <WarningRounded /> },
  { color: 'danger', title: 'Sync failed', text: 'Three files could not be uploaded.', icon: <ErrorRounded /> },
] as const;

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {alerts.map((alert) => (
        <Alert key={alert.color} color={alert.color} startDecorator={alert.icon}>
          <div>
            <Typography level="title-sm" color={alert.color}>
              {alert.title}
            </Typography>
            <Typography level="body-sm" color={alert.color}>
              {alert.text}
            </Typography>
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
