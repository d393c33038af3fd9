import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [unit, setUnit] = React.useState('celsius');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={unit}
          exclusive
          onChange={(event, next: string | null) => next && setUnit(next)}
          aria-label={`Temperature unit, ${size}`}
        >
          <ToggleButton value="celsius">°C</ToggleButton>
          <ToggleButton value="fahrenheit">°F</ToggleButton>
          <ToggleButton value="kelvin">K</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
