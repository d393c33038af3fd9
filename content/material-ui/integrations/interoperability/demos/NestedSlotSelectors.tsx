import * as React from 'react';
import { styled } from '@mui/material/styles';
import Slider from '@mui/material/Slider';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// The same class names work inside styled() and sx, where they are scoped to one component.
const VolumeSlider = styled(Slider)(({ theme }) => ({
  height: 6,
  '& .MuiSlider-thumb': {
    width: 18,
    height: 18,
    borderRadius: 4,
    '&.Mui-focusVisible, &:hover': {
      boxShadow: `0 0 0 6px ${theme.palette.action.hover}`,
    },
  },
  '& .MuiSlider-rail': { opacity: 0.2 },
}));

export default function NestedSlotSelectors() {
  const labelId = React.useId();
  return (
    <Box sx={{ width: 280, maxWidth: '100%' }}>
      <Typography id={labelId} gutterBottom>
        Speaker volume
      </Typography>
      <VolumeSlider defaultValue={40} aria-labelledby={labelId} />
    </Box>
  );
}
