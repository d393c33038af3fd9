import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const cover = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="${color}"/><circle cx="60" cy="60" r="34" fill="#ffffff55"/><rect x="120" y="40" width="150" height="14" rx="7" fill="#ffffff88"/><rect x="120" y="66" width="100" height="14" rx="7" fill="#ffffff55"/></svg>`,
  )}`;

export default function ActionAreaCard() {
  // Equal widths side by side from sm up; stacked on phones, each card keeps its own height.
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 1 }}>
      {/* The whole card is one button. */}
      <Card sx={{ flex: { sm: 1 }, maxWidth: 340 }}>
        <CardActionArea>
          <CardMedia component="img" height="120" image={cover('#2a9d8f')} alt="" />
          <CardContent>
            <Typography variant="h6" component="h3">
              Intro to watercolor
            </Typography>
            <Typography variant="body2" color="text.secondary">
              6 lessons · 2 h 10 min
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
      {/* The main area is one action, the buttons below are separate ones. */}
      <Card sx={{ flex: { sm: 1 }, maxWidth: 340 }}>
        <CardActionArea>
          <CardMedia component="img" height="120" image={cover('#e76f51')} alt="" />
          <CardContent>
            <Typography variant="h6" component="h3">
              Wheel-thrown pottery
            </Typography>
            <Typography variant="body2" color="text.secondary">
              9 lessons · 3 h 45 min
            </Typography>
          </CardContent>
        </CardActionArea>
        <CardActions>
          <Button size="small">Enroll</Button>
          <Button size="small">Share</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
