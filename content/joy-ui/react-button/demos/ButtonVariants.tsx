import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Ordered from the most to the least emphasis. */}
      <Button variant="solid">Solid</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="plain">Plain</Button>
    </Stack>
  );
}
