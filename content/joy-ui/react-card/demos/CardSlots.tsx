import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardSlots() {
  return (
    <Card
      // Card has one slot, root. `component` changes its element; slotProps passes props to it.
      component="article"
      slotProps={{ root: { 'aria-labelledby': 'release-notes-title' } }}
      sx={{ width: 340, maxWidth: '100%' }}
    >
      <CardContent>
        <Typography level="title-md" component="h3" id="release-notes-title">
          Release 4.2
        </Typography>
        <Typography level="body-sm">
          Rendered as an article element named by its heading, so screen reader users can jump between
          release notes.
        </Typography>
      </CardContent>
    </Card>
  );
}
