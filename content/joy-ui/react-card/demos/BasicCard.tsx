import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ width: 320, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-lg">Design systems meetup</Typography>
        <Typography level="body-sm">Thursday, March 14 · 6:30 PM · Lisbon</Typography>
        <Typography level="body-md" sx={{ mt: 1 }}>
          Three short talks on tokens, theming and accessibility audits, followed by open questions.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button>Join</Button>
      </CardActions>
    </Card>
  );
}
