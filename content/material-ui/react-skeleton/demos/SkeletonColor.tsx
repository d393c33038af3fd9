import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export default function SkeletonColor() {
  return (
    // On a dark surface, a light skeleton keeps enough contrast.
    <Box sx={{ bgcolor: '#0b1a2e', p: 3, width: '100%', maxWidth: 360, borderRadius: 1 }}>
      <Skeleton variant="rounded" height={96} sx={{ bgcolor: 'grey.800' }} />
      <Skeleton sx={{ bgcolor: 'grey.800', mt: 1 }} />
      <Skeleton width="60%" sx={{ bgcolor: 'grey.800' }} />
    </Box>
  );
}
