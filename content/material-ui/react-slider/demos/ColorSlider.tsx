import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;

export default function ColorSlider() {
  return (
    <Box sx={{ width: 300 }}>
      {colors.map((color, index) => (
        <Slider key={color} color={color} defaultValue={20 + index * 12} aria-label={`${color} slider`} />
      ))}
    </Box>
  );
}
