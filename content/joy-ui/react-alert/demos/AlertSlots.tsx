import Alert from '@mui/joy/Alert';
import Link from '@mui/joy/Link';
import LockRounded from '@mui/icons-material/LockRounded';

export default function AlertSlots() {
  return (
    <Alert
      variant="outlined"
      color="neutral"
      role="status"
      startDecorator={<LockRounded />}
      endDecorator={<Link href="#slots">Review</Link>}
      // Alert's slots are root, startDecorator and endDecorator.
      slotProps={{
        startDecorator: { sx: { p: 1, borderRadius: 'sm', bgcolor: 'neutral.softBg' } },
        endDecorator: { sx: { fontWeight: 'lg' } },
      }}
      sx={{ width: '100%' }}
    >
      Two people can still see this folder after you leave the team.
    </Alert>
  );
}
