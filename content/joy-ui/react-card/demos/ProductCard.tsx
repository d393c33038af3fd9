import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';

export default function ProductCard() {
  return (
    <Card sx={{ width: 280, maxWidth: '100%', boxShadow: 'lg' }}>
      <CardOverflow>
        <AspectRatio ratio="4/3">
          <div
            role="img"
            aria-label="Ceramic pour-over coffee dripper"
            style={{ background: 'linear-gradient(145deg, #fde68a, #f59e0b 60%, #92400e)' }}
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="body-xs">Kitchen · Coffee</Typography>
        <Typography level="title-md">Ceramic pour-over dripper</Typography>
        <Typography level="title-lg" sx={{ mt: 1, fontWeight: 'xl' }} endDecorator={<Chip component="span" size="sm" variant="soft" color="success">Lowest price</Chip>}>
          €34.00
        </Typography>
        <Typography level="body-sm">
          Only <b>4</b> left in stock
        </Typography>
      </CardContent>
      <CardOverflow>
        <Button variant="solid" color="danger" size="lg" startDecorator={<AddShoppingCartRounded />}>
          Add to cart
        </Button>
      </CardOverflow>
    </Card>
  );
}
