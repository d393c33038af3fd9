import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Book of the month
        </Typography>
        <Typography variant="h5" component="h3">
          The Left Hand of Darkness
        </Typography>
        <Typography variant="subtitle2" component="p" color="text.secondary" sx={{ mb: 1.5 }}>
          Ursula K. Le Guin · 1969
        </Typography>
        <Typography variant="body2">
          An envoy visits a winter planet whose people have no fixed gender, and learns
          what trust costs when nobody shares your assumptions.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Reserve a copy</Button>
        <Button size="small">Add to list</Button>
      </CardActions>
    </Card>
  );
}
