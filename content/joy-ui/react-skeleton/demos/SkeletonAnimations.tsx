import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const animations = [
  { animation: 'pulse', label: 'pulse (default)' },
  { animation: 'wave', label: 'wave' },
  { animation: false, label: 'false' },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {animations.map(({ animation, label }) => (
        <Stack key={label} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 100, flexShrink: 0 }}>
            {label}
          </Typography>
          <Skeleton animation={animation} variant="rectangular" height={24} />
        </Stack>
      ))}
    </Stack>
  );
}
