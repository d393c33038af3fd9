import type { HTMLAttributes, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';

interface GripThumbProps extends HTMLAttributes<HTMLSpanElement> {
  children?: ReactNode;
}

// Keep SliderThumb and its children (the hidden input and the value label) and add a grip icon.
function GripThumb(props: GripThumbProps) {
  const { children, ...other } = props;
  return (
    <SliderThumb {...other}>
      {children}
      <DragIndicatorIcon sx={{ fontSize: 16, color: 'background.paper', transform: 'rotate(90deg)' }} />
    </SliderThumb>
  );
}

export default function SlotsSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        slots={{ thumb: GripThumb }}
        slotProps={{
          thumb: { style: { width: 28, height: 28 } },
          rail: { style: { opacity: 0.2 } },
        }}
        getAriaLabel={(index) => (index === 0 ? 'Earliest arrival' : 'Latest arrival')}
        defaultValue={[8, 14]}
        min={6}
        max={22}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}:00`}
      />
    </Box>
  );
}
