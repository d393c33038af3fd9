import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Card variant="outlined" sx={{ width: 300, maxWidth: '100%' }} aria-busy={loading}>
        <AspectRatio ratio="21/9">
          {/* The default variant, overlay, covers its parent: here the AspectRatio box. */}
          <Skeleton loading={loading}>
            <div role="img" aria-label="Mountain lake at dawn" style={{ background: 'linear-gradient(180deg, #fcd34d, #fb7185 45%, #1e3a8a)' }} />
          </Skeleton>
        </AspectRatio>
        <Typography level="title-md">
          <Skeleton loading={loading}>Lake Bled day trip</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>Leaves Ljubljana at 8:00 · back by 18:30 · €45 per person</Skeleton>
        </Typography>
      </Card>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <FormLabel>Loading</FormLabel>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
      </FormControl>
    </Stack>
  );
}
