import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function HorizontalOverflowCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 360, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-md">Invoice INV-2041</Typography>
        <Typography level="body-sm">Northwind Traders · due April 30</Typography>
      </CardContent>
      {/* In a horizontal card the divider turns vertical, and CardOverflow sticks to the card's end edge. */}
      <Divider />
      <CardOverflow
        variant="soft"
        color="success"
        sx={{ px: 0.5, writingMode: 'vertical-rl', justifyContent: 'center', fontSize: 'xs', fontWeight: 'xl', letterSpacing: '1px', textTransform: 'uppercase' }}
      >
        Paid
      </CardOverflow>
    </Card>
  );
}
