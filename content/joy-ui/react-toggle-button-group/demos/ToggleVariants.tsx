import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function ToggleVariants() {
  const [range, setRange] = React.useState<string | null>('1m');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {variants.map((variant, index) => (
        <ToggleButtonGroup
          key={variant}
          variant={variant}
          color={index % 2 ? 'primary' : 'neutral'}
          size={index === 3 ? 'sm' : 'md'}
          value={range}
          onChange={(_event, newValue) => setRange(newValue)}
          aria-label={`Chart range, ${variant}`}
        >
          <Button value="1w">1W</Button>
          <Button value="1m">1M</Button>
          <Button value="1y">1Y</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
