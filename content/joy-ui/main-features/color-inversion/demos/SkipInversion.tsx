import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';

export default function SkipInversion() {
  return (
    <Card variant="solid" color="neutral" invertedColors sx={{ width: '100%', maxWidth: 380 }}>
      <Typography level="title-lg">Delete the “Spring launch” project?</Typography>
      <Typography level="body-sm">
        Its 48 tasks and 12 files are removed for everyone on the team. This cannot be undone.
      </Typography>
      <CardActions>
        <Button variant="outlined">Keep project</Button>
        {/* This button opts out: it keeps the theme's own danger colors. */}
        <Button variant="solid" color="danger" data-skip-inverted-colors>
          Delete project
        </Button>
      </CardActions>
    </Card>
  );
}
