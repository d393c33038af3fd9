import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: 240 }}>
      {/* A text skeleton takes the height of one line of the current font size. */}
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="circular" width={48} height={48} />
      <Skeleton variant="rectangular" width={240} height={72} />
      <Skeleton variant="rounded" width={240} height={72} />
    </Stack>
  );
}
