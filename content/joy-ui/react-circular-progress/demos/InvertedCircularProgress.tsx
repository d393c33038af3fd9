import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function InvertedCircularProgress() {
  return (
    <Card variant="solid" color="warning" invertedColors orientation="horizontal" sx={{ width: 340, maxWidth: '100%', alignItems: 'center' }}>
      <CircularProgress determinate value={88} size="lg" aria-label="Monthly budget used">
        <Typography level="body-xs">88%</Typography>
      </CircularProgress>
      <CardContent>
        <Typography level="title-md">Cloud budget</Typography>
        <Typography level="body-sm">€880 of €1,000 used this month</Typography>
      </CardContent>
      <Button variant="soft" size="sm">
        Raise
      </Button>
    </Card>
  );
}
