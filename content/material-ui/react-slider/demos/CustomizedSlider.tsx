import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { styled } from '@mui/material/styles';

// A thick track, a ring-shaped thumb and a value label shaped like a speech bubble.
const ThickSlider = styled(Slider)(({ theme }) => ({
  color: theme.palette.mode === 'dark' ? '#81c784' : '#2e7d32',
  height: 8,
  '& .MuiSlider-track': { border: 'none' },
  '& .MuiSlider-rail': { opacity: 0.3 },
  '& .MuiSlider-thumb': {
    height: 24,
    width: 24,
    backgroundColor: theme.palette.background.paper,
    border: '3px solid currentColor',
    // The default halo on hover and focus, made softer.
    '&:hover, &.Mui-focusVisible, &.Mui-active': { boxShadow: '0 0 0 8px rgba(46, 125, 50, 0.16)' },
    '&::before': { display: 'none' },
  },
  '& .MuiSlider-valueLabel': {
    fontSize: 12,
    padding: '2px 8px',
    borderRadius: 12,
    backgroundColor: 'currentColor',
    '& .MuiSlider-valueLabelLabel': { color: theme.palette.mode === 'dark' ? '#000' : '#fff' },
  },
}));

export default function CustomizedSlider() {
  return (
    <Box sx={{ width: 300, pt: 3 }}>
      <ThickSlider aria-label="Daily step goal, in thousands" defaultValue={8} min={2} max={20} valueLabelDisplay="auto" />
    </Box>
  );
}
