import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', width: '100%' }}>
      <Stack spacing={1} sx={{ width: 180 }}>
        <Typography level="body-xs">text</Typography>
        <Skeleton variant="text" level="h3" width="70%" />
        <Skeleton variant="text" level="body-sm" />
        <Skeleton variant="text" level="body-sm" width="85%" />
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-xs">rectangular</Typography>
        <Skeleton variant="rectangular" width={120} height={80} />
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-xs">circular</Typography>
        <Skeleton variant="circular" width={56} height={56} />
      </Stack>
      <Stack spacing={1} sx={{ width: 200 }}>
        <Typography level="body-xs">inline</Typography>
        <Typography level="body-sm">
          <Skeleton variant="inline">Inline skeletons keep the real text's line breaks.</Skeleton>
        </Typography>
      </Stack>
    </Stack>
  );
}
