import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function OverflowCard() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          {/* A gradient stands in for a photo: CardOverflow lets it touch the card's edges. */}
          <div
            role="img"
            aria-label="Sunset over the Tagus river"
            style={{ background: 'linear-gradient(135deg, #f97316 0%, #db2777 55%, #4f46e5 100%)' }}
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Lisbon riverside walk</Typography>
        <Typography level="body-sm">From Cais do Sodré to Belém</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1.5, gap: 1.5 }}>
          <Typography level="body-xs" textColor="text.secondary" sx={{ fontWeight: 'md' }}>
            6.2 km
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary" sx={{ fontWeight: 'md' }}>
            1 h 40 min
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
