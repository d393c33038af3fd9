import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ width: 320, maxWidth: '100%' }}>
      <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Storage
      </Chip>
      <CardContent>
        <Typography level="title-lg">42.8 GB of 50 GB used</Typography>
        <Typography level="body-sm">Photos take up most of your space.</Typography>
      </CardContent>
      <LinearProgress determinate value={86} aria-label="Storage used" />
      <CardActions>
        <Button variant="soft">Manage</Button>
        <Button variant="solid">Upgrade</Button>
      </CardActions>
    </Card>
  );
}
