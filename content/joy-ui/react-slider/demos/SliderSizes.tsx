import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

export default function SliderSizes() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Slider size="sm" defaultValue={30} aria-label="Small slider" />
      <Slider size="md" defaultValue={50} aria-label="Medium slider" />
      <Slider size="lg" defaultValue={70} aria-label="Large slider" />
      <Slider disabled defaultValue={40} aria-label="Disabled slider" />
    </Stack>
  );
}
