import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';

export default function CoverCard() {
  return (
    <Card sx={{ minHeight: 260, width: 320, maxWidth: '100%' }}>
      <CardCover>
        {/* The first child of CardCover fills the card: an <img>, a <video> or, here, a gradient. */}
        <div
          role="img"
          aria-label="Northern lights over a mountain ridge"
          style={{ background: 'radial-gradient(circle at 30% 20%, #34d399 0%, #0f766e 35%, #172554 80%)' }}
        />
      </CardCover>
      <CardCover
        sx={{ background: 'linear-gradient(to top, rgba(0,0,0,0.55), rgba(0,0,0,0) 200px)' }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Tromsø, Norway
        </Typography>
        <Typography level="body-sm" textColor="neutral.300">
          Aurora season runs from September to March
        </Typography>
      </CardContent>
    </Card>
  );
}
