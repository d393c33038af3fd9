import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';

export default function BookCard() {
  return (
    <Card variant="outlined" orientation="horizontal" sx={{ width: '100%', maxWidth: 440 }}>
      <AspectRatio ratio="2/3" variant="soft" color="primary" sx={{ width: 88, borderRadius: 'sm' }}>
        <div>
          <MenuBookRounded aria-hidden sx={{ fontSize: 40 }} />
        </div>
      </AspectRatio>
      <CardContent>
        <Stack direction="row" sx={{ mb: 0.5, gap: 1, flexWrap: 'wrap' }}>
          <Chip size="sm" variant="soft" color="success">
            Available
          </Chip>
          <Chip size="sm" variant="outlined">
            Science fiction
          </Chip>
        </Stack>
        <Typography level="title-lg">The Dispossessed</Typography>
        <Typography level="body-sm">Ursula K. Le Guin · 1974 · 387 pages</Typography>
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Button size="sm">Borrow</Button>
          <Button size="sm" variant="plain" color="neutral">
            Add to list
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
