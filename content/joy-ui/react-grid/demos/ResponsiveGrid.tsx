import Grid from '@mui/joy/Grid';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const products = [
  { name: 'Desk lamp', price: '$49' },
  { name: 'Oak shelf', price: '$129' },
  { name: 'Wool rug', price: '$210' },
  { name: 'Linen chair', price: '$340' },
  { name: 'Wall clock', price: '$35' },
  { name: 'Side table', price: '$89' },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} sx={{ flexGrow: 1 }}>
      {products.map((product) => (
        // One card per row on phones, two from 600px, three from 900px.
        <Grid key={product.name} xs={12} sm={6} md={4}>
          <Card variant="outlined">
            <Typography level="title-md">{product.name}</Typography>
            <Typography level="body-sm">{product.price}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
