import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Avatar from '@mui/joy/Avatar';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkOverlay() {
  return (
    // The Card is position: relative, so the overlay covers the whole card.
    <Card variant="outlined" orientation="horizontal" sx={{ width: 320, '&:hover': { borderColor: 'primary.outlinedColor' } }}>
      <Avatar color="primary">AR</Avatar>
      <CardContent>
        <Link overlay href="#" underline="none" color="neutral" level="title-md">
          Ana Rodríguez
        </Link>
        <Typography level="body-sm">Engineering manager · Madrid</Typography>
      </CardContent>
    </Card>
  );
}
