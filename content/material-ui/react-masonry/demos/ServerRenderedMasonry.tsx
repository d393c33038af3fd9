import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const tags = [
  { name: 'react', height: 60 },
  { name: 'typescript', height: 90 },
  { name: 'css', height: 60 },
  { name: 'accessibility', height: 120 },
  { name: 'testing', height: 60 },
  { name: 'performance', height: 60 },
  { name: 'design systems', height: 90 },
  { name: 'animation', height: 60 },
  { name: 'forms', height: 120 },
];

export default function ServerRenderedMasonry() {
  return (
    // Until the browser measures the items, the server HTML uses 3 columns,
    // a 1 (8px) gap and a fixed height of 320px.
    <Masonry columns={3} spacing={1} defaultColumns={3} defaultSpacing={1} defaultHeight={320}>
      {tags.map((tag) => (
        <Paper
          key={tag.name}
          elevation={0}
          sx={{ height: tag.height, p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', overflowWrap: 'anywhere' }}
        >
          #{tag.name}
        </Paper>
      ))}
    </Masonry>
  );
}
