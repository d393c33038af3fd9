import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

function valueText(value: number) {
  return `${value} degrees Celsius`;
}

export default function CustomMarks() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Typography id="temp-label" level="title-sm" gutterBottom>
        Water temperature
      </Typography>
      <Slider
        aria-labelledby="temp-label"
        defaultValue={37}
        step={1}
        marks={marks}
        valueLabelDisplay="auto"
        // What screen readers say: "37 degrees Celsius" rather than "37".
        getAriaValueText={valueText}
      />
    </Box>
  );
}
