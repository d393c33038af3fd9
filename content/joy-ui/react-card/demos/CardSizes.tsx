import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', padding: '0.625rem' },
  { size: 'md', padding: '1rem' },
  { size: 'lg', padding: '1.5rem' },
] as const;

export default function CardSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map(({ size, padding }) => (
        <Card key={size} size={size}>
          <Typography level="title-md">size="{size}"</Typography>
          <Typography>Padding {padding}</Typography>
        </Card>
      ))}
    </Stack>
  );
}
