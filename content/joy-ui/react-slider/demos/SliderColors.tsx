import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SliderColors() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {colors.map((color, index) => (
        <Slider key={color} color={color} defaultValue={30 + index * 12} aria-label={`Slider, ${color} color`} />
      ))}
    </Stack>
  );
}
