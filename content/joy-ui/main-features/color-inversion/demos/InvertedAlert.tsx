import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';

export default function InvertedAlert() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      {(['solid', 'soft'] as const).map((variant) => (
        <Alert
          key={variant}
          variant={variant}
          color="warning"
          invertedColors
          startDecorator={<WifiOffRounded />}
          endDecorator={
            <Button size="sm" variant="solid">
              Retry
            </Button>
          }
        >
          <div>
            <Typography level="title-sm">You are offline</Typography>
            <Typography level="body-sm">Changes are saved on this device until you reconnect.</Typography>
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
