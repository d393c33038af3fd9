import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Inline SVG pictures, so the demo needs no network.
const svg = (from: string, to: string, shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/>${shape}</svg>`,
  )}`;

const fjord = svg('#8ec5fc', '#3d5a80', '<path d="M0 180 L90 70 L150 130 L220 50 L320 160 L320 180 Z" fill="#293241"/>');
const desert = svg('#ffd89b', '#e07a5f', '<circle cx="240" cy="60" r="28" fill="#fff3b0"/><path d="M0 180 Q80 110 160 150 T320 130 V180 Z" fill="#b5651d"/>');

export default function MediaCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 1 }}>
      <Card sx={{ flex: 1, maxWidth: 340 }}>
        {/* A <div> with a background image: role="img" is added, give it a title. */}
        <CardMedia image={fjord} title="Mountains above a fjord at dusk" sx={{ height: 140 }} />
        <CardContent>
          <Typography variant="h6" component="h3">
            Norwegian fjords
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Seven nights by ferry from Bergen to Geiranger.
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ flex: 1, maxWidth: 340 }}>
        {/* A real <img>: the image scales with object-fit: cover. */}
        <CardMedia component="img" height="140" image={desert} alt="Sand dunes under a low sun" />
        <CardContent>
          <Typography variant="h6" component="h3">
            Sahara crossing
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Four days by camel from Merzouga to Zagora.
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
