import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function SemanticElements() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      {/* Looks like title-lg, but is the article's heading for screen readers: an <h3>. */}
      <Typography level="title-lg" component="h3">
        Five habits of calm teams
      </Typography>
      {/* body-sm renders a <p> on its own. */}
      <Typography level="body-sm">
        They write things down, agree on what done means, and protect an afternoon a week for deep work.
      </Typography>
      <Typography level="body-xs" component="time" dateTime="2024-05-14">
        May 14, 2024
      </Typography>
    </Card>
  );
}
