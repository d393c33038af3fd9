import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      <div>
        <Typography variant="caption" color="text.secondary">
          Pulse (the default)
        </Typography>
        <Skeleton variant="rounded" height={40} />
      </div>
      <div>
        <Typography variant="caption" color="text.secondary">
          No animation
        </Typography>
        <Skeleton animation={false} variant="rounded" height={40} />
      </div>
    </Stack>
  );
}
