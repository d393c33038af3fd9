import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonShapes() {
  return (
    // Before the data arrives, you know the layout but not the content: draw the shapes.
    <Card variant="outlined" orientation="horizontal" sx={{ width: 340, maxWidth: '100%', gap: 2 }} role="group" aria-busy="true" aria-label="Loading contact">
      <Skeleton variant="circular" width={48} height={48} />
      <CardContent>
        <Skeleton variant="text" level="title-md" width="60%" />
        <Skeleton variant="text" level="body-sm" width="90%" />
        <Skeleton variant="rectangular" height={32} width={96} sx={{ mt: 1, borderRadius: 'sm' }} />
      </CardContent>
    </Card>
  );
}
