import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0°C' },
  { value: 20, label: '20°C' },
  { value: 37, label: '37°C' },
  { value: 100, label: '100°C' },
];

function valuetext(value: number) {
  return `${value} degrees Celsius`;
}

export default function CustomMarks() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Slider
        aria-label="Water temperature"
        defaultValue={20}
        getAriaValueText={valuetext}
        step={10}
        marks={marks}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
