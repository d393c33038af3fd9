import Masonry from '@mui/lab/Masonry';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const articles = [
  { title: 'Why we moved to a monorepo', summary: 'One pull request now changes the API and its clients together.' },
  { title: 'Naming things', summary: 'A short guide to names that survive refactors.' },
  { title: 'Feature flags at scale', summary: 'How 400 flags stay manageable: owners, expiry dates and a weekly cleanup that takes ten minutes.' },
  { title: 'On-call without burnout', summary: 'Rotations of one week, a handover note, and a rule that pages are reviewed every Monday.' },
  { title: 'CSS layers in practice', summary: 'Ordering resets, libraries and app styles.' },
  { title: 'Testing forms', summary: 'Query by label, type like a user, assert on what the user sees.' },
];

export default function ResponsiveMasonry() {
  return (
    // One column on phones, two from `sm`, three from `md`. The gap grows with the screen too.
    // Responsive spacing names every breakpoint that `columns` names: Masonry sizes the items of a
    // breakpoint from that breakpoint's spacing, so a missing `md` would make the three columns too wide.
    <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={{ xs: 1, sm: 2, md: 2 }}>
      {articles.map((article) => (
        <Card key={article.title} variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              {article.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {article.summary}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Masonry>
  );
}
