import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';

const cuisines = ['Italian', 'Thai', 'Mexican', 'Ethiopian', 'Japanese'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Thai']);

  const toggle = (cuisine: string) => {
    setSelected((current) =>
      current.includes(cuisine) ? current.filter((item) => item !== cuisine) : [...current, cuisine],
    );
  };

  return (
    <Stack direction="row" role="group" aria-label="Cuisine" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {cuisines.map((cuisine) => {
        const isSelected = selected.includes(cuisine);
        return (
          <Chip
            key={cuisine}
            label={cuisine}
            color={isSelected ? 'primary' : 'default'}
            variant={isSelected ? 'filled' : 'outlined'}
            icon={isSelected ? <CheckIcon /> : undefined}
            onClick={() => toggle(cuisine)}
            // aria-pressed tells screen readers that the chip is a toggle and whether it is on.
            aria-pressed={isSelected}
          />
        );
      })}
    </Stack>
  );
}
