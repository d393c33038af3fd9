import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';

export default function InvertedAlert() {
  return (
    <Alert
      variant="solid"
      color="primary"
      invertedColors
      startDecorator={<CloudUploadRounded />}
      sx={{ width: '100%', alignItems: 'flex-start' }}
      endDecorator={
        <Button variant="soft" size="sm">
          Cancel
        </Button>
      }
    >
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="title-md">Uploading 12 photos</Typography>
        <Typography level="body-sm">8 of 12 done · about 20 seconds left</Typography>
        <LinearProgress determinate value={67} aria-label="Upload progress" />
      </Stack>
    </Alert>
  );
}
