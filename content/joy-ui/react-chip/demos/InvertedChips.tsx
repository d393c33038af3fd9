import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedChips() {
  return (
    // The chips keep their variants but take colors that read on the solid card.
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360 }}>
      <Typography level="title-md">Saved search: flats in Porto</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip variant="soft">2 bedrooms</Chip>
        <Chip variant="outlined">Under €1,200</Chip>
        <Chip variant="solid" endDecorator={<ChipDelete aria-label="Remove filter: balcony" />}>
          Balcony
        </Chip>
      </Stack>
    </Card>
  );
}
