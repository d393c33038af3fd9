import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const retry = (
  <Button color="inherit" size="small">
    Retry
  </Button>
);

export default function SnackbarContents() {
  return (
    // SnackbarContent is the bar on its own, without positioning or timers.
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <SnackbarContent message="Photo saved to your album." />
      <SnackbarContent message="Could not upload “summer-trip.jpg”." action={retry} />
      <SnackbarContent message="Your plan renews on June 1. We will charge the card ending in 4242 and email you the receipt the same day." />
      <SnackbarContent
        message="Your plan renews on June 1. We will charge the card ending in 4242 and email you the receipt the same day."
        action={
          <Button color="inherit" size="small">
            Manage subscription
          </Button>
        }
      />
    </Stack>
  );
}
