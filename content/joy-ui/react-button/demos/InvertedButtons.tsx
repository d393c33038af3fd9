import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';

export default function InvertedButtons() {
  return (
    // invertedColors: the buttons keep their variants but take colors that suit the solid card.
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 400 }}>
      <Typography level="title-lg">Your trial ends in 3 days</Typography>
      <Typography level="body-sm">Choose a plan to keep your projects and history.</Typography>
      <CardActions>
        <Button variant="solid">Choose a plan</Button>
        <Button variant="plain">Remind me later</Button>
      </CardActions>
    </Card>
  );
}
